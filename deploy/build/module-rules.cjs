// Module rules shared by the browser and the Node builds of every app.

/**
 * TypeScript/JSX through swc. Styled components get a component id derived from their file, not from
 * the order in which modules ran: the server render and the browser then name every class alike, which
 * hydration needs (the server loads remotes in whatever order visitors ask for them).
 */
function moduleRules(isProd) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: {
              react: { runtime: 'automatic', development: !isProd, refresh: false },
            },
            experimental: {
              plugins: [[require.resolve('@swc/plugin-styled-components'), {
                displayName: !isProd, ssr: true, topLevelImportPaths: ['styled-components', '@pitchside/shared-ui/styled'],
              }]],
            },
          },
        },
      },
    },
    { test: /\.(png|svg|jpg|jpeg|gif|webp|ico|woff2?)$/i, type: 'asset/resource' },
    // A library's stylesheet (Leaflet's) arrives as text; the component that needs it renders it in a
    // <style> element, so it loads with that component's chunk and never on anyone's critical path.
    { test: /\.css$/i, type: 'asset/source' },
  ];
}

module.exports = { moduleRules };
