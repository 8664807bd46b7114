/** True in development builds; production builds drop the code it guards. */
declare const __DEV__: boolean;
/** Version of the shell–remote contract this bundle was built against. */
declare const __REMOTE_CONTRACT_VERSION__: string;
/** Stylesheets of libraries are imported as text (deploy/build/module-rules.cjs) and rendered in <style>. */
declare module '*.css' {
  const css: string;
  export default css;
}
