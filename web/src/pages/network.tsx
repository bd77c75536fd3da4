/** The /network route; the page lives in ./network/. */
export { default } from "./network/network-page.tsx";
