// relay-compiler and babel-plugin-relay both read this file; the BFF prints schema.graphql from its code.
const config = {
  src: './web',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/relay/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/dist/**'],
  eagerEsModules: true,
  persistConfig: {
    file: './web/relay/persisted-queries.json',
    algorithm: 'SHA256',
  },
  customScalarTypes: {
    Money: 'string',
    DateTime: 'string',
    Date: 'string',
    Decimal: 'string',
  },
};

export default config;
// require() of this file (babel-plugin-relay's config loader) gets the object itself, not a namespace.
export { config as 'module.exports' };
