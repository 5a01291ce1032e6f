// Which folders each layer of the web app may import from (see eslint/import-boundaries.js).
// app/ (router, shell) sits on top and may use everything; features use the shared floors only.
const features = 'apps/web/src/features/*';
const components = 'apps/web/src/components';
const lib = 'apps/web/src/lib';
const testing = 'apps/web/src/testing';

export default [
  {
    files: features,
    allow: ['<self>', components, lib, testing],
    message: 'Features never import each other or app/; move shared code to components/ or lib/.',
  },
  {
    files: components,
    allow: ['<self>', lib, testing],
    message: 'Shared components use lib/ only, never a feature or app/.',
  },
  {
    files: lib,
    allow: ['<self>', testing],
    message: 'lib/ is the lowest floor of the web app: it imports no component, feature or app/.',
  },
];
