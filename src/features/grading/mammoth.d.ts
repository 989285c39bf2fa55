// mammoth's own browser build (its package's `main` needs Node's fs and path): the same API.
declare module "mammoth/mammoth.browser.min.js" {
  import mammoth from "mammoth";
  export default mammoth;
}
