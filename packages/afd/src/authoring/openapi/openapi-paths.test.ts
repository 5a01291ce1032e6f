import { describe, expect, it } from 'vitest';
import { addPath, removePath, renamePath } from './openapi-paths.ts';
import { description, pathEntry } from './openapi-sample.testing.ts';

// Adding, renaming and removing paths with 001 §5's messages; paths stay sorted (001 §4).

const model = description({ paths: [pathEntry('/polissen'), pathEntry('/schades')] });
const pathsOf = (change: ReturnType<typeof addPath>) => (change.ok ? change.description.paths.map((entry) => entry.path) : change.message);

describe('paths', () => {
  it('adds a valid new path in its sorted place', () => expect(pathsOf(addPath(model, '/dekkingen'))).toEqual(['/dekkingen', '/polissen', '/schades']));
  it("refuses a path that exists, ignoring case: \"Path '/Schades' already exists\"", () => expect(pathsOf(addPath(model, '/Schades'))).toBe("Path '/Schades' already exists"));
  it('refuses a path that breaks the grammar', () => expect(pathsOf(addPath(model, 'dekkingen'))).toBe("Path moet starten met een slash '/'"));
  it('renames a path, re-sorting, and refuses a name another path has', () => {
    expect(pathsOf(renamePath(model, '/schades', '/aanvragen'))).toEqual(['/aanvragen', '/polissen']);
    expect(pathsOf(renamePath(model, '/schades', '/polissen'))).toBe('Path bestaat al');
    expect(pathsOf(renamePath(model, '/x', '/y'))).toBe("Path '/x' does not exist");
  });
  it("removes a path; \"Path '/x' does not exist\" for an unknown one", () => {
    expect(pathsOf(removePath(model, '/polissen'))).toEqual(['/schades']);
    expect(pathsOf(removePath(model, '/x'))).toBe("Path '/x' does not exist");
  });
});
