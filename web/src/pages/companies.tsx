/** The /companies route; the portal lives in ./companies/. */
export { default } from "./companies/portal-page.tsx";
