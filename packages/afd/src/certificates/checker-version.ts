// The checker's version a certificate names: the version of this package (package.json; a test
// holds the two equal). Raise both when a change can alter a verdict.

/** The version of packages/afd, as certificates record it. */
export const CHECKER_VERSION = '1.0.0';
