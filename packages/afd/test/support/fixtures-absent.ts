// The real-data tests read ../shared/fixtures in place. A developer's clone without that folder
// skips them with one warning; under CI=true the folder is always there, so its absence is a broken
// set-up, and the run fails rather than going green with the real-data tests silently gone.

/** Warns that the tests skip, or throws where `env.CI` is 'true'. */
export function skipOrFailWithoutFixtures(tests: string, directory: string, env: Record<string, string | undefined> = process.env): void {
  const absent = `${directory} not found (../shared/fixtures is absent next to the repository)`;
  if (env.CI === 'true') throw new Error(`${tests} cannot run: ${absent}, and under CI=true they must.`);
  console.warn(`${tests} skipped: ${absent}.`);
}
