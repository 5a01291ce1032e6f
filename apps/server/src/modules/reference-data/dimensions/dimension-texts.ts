// The Dutch texts of the dimensions module: the first two are the spec's (000 §5, §8); the rest
// are ours, in the same plain style, shown by the web app as detail.

export const dimensionTexts = {
  nameTaken: 'Er is al een dimensie met deze naam',
  inUse: 'Deze dimensie is al in gebruik',
  nameTakenTitle: 'Naam al in gebruik',
  inUseTitle: 'Dimensie in gebruik',
  notFoundTitle: 'Niet gevonden',
  notFound: 'Deze dimensie bestaat niet (meer).',
  certificationAreaNotFound: 'Deze community bestaat niet.',
} as const;
