/** True in development builds and tests; production builds drop the code it guards. */
declare const __DEV__: boolean;
