/** The /messages route; the page lives in ./messages/. */
export { default } from "./messages/messages-page.tsx";
