/** A fixture file's text, inlined by Vite when the test is bundled (the tests run in workerd, with no file system). */
declare module "*.html?raw" {
  const text: string;
  export default text;
}
