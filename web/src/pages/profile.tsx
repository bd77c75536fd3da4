/** The /profile/{id} route; the page lives in ./profile/. */
export { default } from "./profile/profile-page.tsx";
