// Which folders each layer of the server may import from (see eslint/import-boundaries.js and
// docs/adr/0022). From the top: server.ts and app.ts wire everything; demo/ writes the demo data
// through the modules; a module imports only its own folder, src/shared and infrastructure;
// src/shared is the floor under the modules; infrastructure never imports a module, shared code
// or demo data. Package imports (@afd/afd, @afd/contracts, npm) are always allowed.
// Tests and fixtures live beside their code, so every zone also allows the server's test helpers.
const src = 'apps/server/src';
const config = `${src}/config.ts`;
const infrastructure = [`${src}/db`, `${src}/http`, `${src}/auth`, `${src}/jobs`, `${src}/audit`, `${src}/mail`, config];
const testHelpers = 'apps/server/test/helpers';

/** A folder of infrastructure: it may use the other infrastructure, never what stands on it. */
const infrastructureZone = (folder) => ({
  files: `${src}/${folder}`,
  allow: ['<self>', ...infrastructure, testHelpers],
  message: `src/${folder} is infrastructure: it imports no module, src/shared or demo data.`,
});

export default [
  {
    files: `${src}/modules/*`,
    allow: ['<self>', `${src}/shared`, ...infrastructure, `${src}/modules/module-options.ts`, testHelpers],
    message: "A module imports only its own folder, src/shared and infrastructure; what two modules need moves to src/shared.",
  },
  {
    files: `${src}/shared`,
    allow: ['<self>', ...infrastructure, testHelpers],
    message: 'src/shared is the floor under the modules: it imports infrastructure only, never a module or demo data.',
  },
  {
    files: `${src}/demo`,
    allow: ['<self>', `${src}/modules`, `${src}/shared`, ...infrastructure, testHelpers],
    message: 'src/demo stands above the modules: it imports modules, src/shared and infrastructure, and nothing imports it but server.ts.',
  },
  {
    files: `${src}/db`,
    allow: ['<self>', config, testHelpers],
    message: 'db/ is storage only: it imports no module, demo data or auth code.',
  },
  {
    files: `${src}/jobs`,
    allow: ['<self>', `${src}/db`, `${src}/http`, config, testHelpers],
    message: 'Jobs run domain work (packages/afd) on storage; they import no module.',
  },
  infrastructureZone('auth'),
  infrastructureZone('http'),
  infrastructureZone('mail'),
  infrastructureZone('audit'),
];
