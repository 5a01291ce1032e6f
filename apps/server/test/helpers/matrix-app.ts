import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from './role-matrix.ts';
import type { TestEngine } from './test-database.ts';

/**
 * The real app with the role matrix, built before the tests of the calling `describe` and closed
 * after them: `const world = useMatrixApp(engine)`, then `world.matrix.as(...)` inside a test.
 */
export function useMatrixApp(engine: TestEngine): { readonly testApp: TestApp; readonly matrix: RoleMatrix } {
  let built: { testApp: TestApp; matrix: RoleMatrix } | undefined;
  beforeAll(async () => {
    const testApp = await buildTestApp({ engine });
    built = { testApp, matrix: await createRoleMatrix(testApp) };
  });
  afterAll(() => built?.testApp.close());
  const world = () => {
    if (!built) throw new Error('useMatrixApp: the app is built in beforeAll; use it inside a test');
    return built;
  };
  return {
    get testApp() {
      return world().testApp;
    },
    get matrix() {
      return world().matrix;
    },
  };
}

/** A URL that reaches a declared route: path parameters and wildcards get a placeholder value. */
export function reachableUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, 'x').replace(/\*/g, 'x');
}
