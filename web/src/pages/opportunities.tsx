/** The /opportunities route; the page lives in ./opportunities/. */
export { default } from "./opportunities/opportunities-page.tsx";
