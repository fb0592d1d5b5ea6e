// /dashboard and / are the same page (spec section 2).
export { default } from "../page";
