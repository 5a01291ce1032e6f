import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../http/http-problem.ts';
import { nextPublicationState, publicationChanged, type PublicationState } from './publication-change.ts';

const now = new Date('2026-11-21T10:00:00Z');
const earlier = new Date('2026-01-05T08:00:00Z');
const unpublished: PublicationState = { isPublished: false, isDownloadable: false, publishDate: null };
const published: PublicationState = { isPublished: true, isDownloadable: true, publishDate: earlier };

describe('nextPublicationState', () => {
  it('dates the publication when a schema enters the register', () => {
    expect(nextPublicationState(unpublished, { publish: true, download: false }, now)).toEqual({ isPublished: true, isDownloadable: false, publishDate: now });
  });

  it('keeps the publication date while the schema stays published', () => {
    expect(nextPublicationState(published, { publish: true, download: false }, now)).toEqual({ isPublished: true, isDownloadable: false, publishDate: earlier });
  });

  it('dates a published schema without a date (older rows) now', () => {
    expect(nextPublicationState({ ...published, publishDate: null }, { publish: true, download: true }, now).publishDate).toEqual(now);
  });

  it('clears download and the publication date when the schema leaves the register', () => {
    expect(nextPublicationState(published, { publish: false, download: false }, now)).toEqual(unpublished);
  });

  it('refuses download without publication with a Dutch 400', () => {
    const attempt = () => nextPublicationState(published, { publish: false, download: true }, now);
    expect(attempt).toThrow(HttpProblem);
    expect(attempt).toThrow('Een schema dat niet in het register staat, kan niet downloadbaar zijn.');
  });
});

describe('publicationChanged', () => {
  it('sees a change of either flag or of the date, and nothing else', () => {
    expect(publicationChanged(published, { ...published })).toBe(false);
    expect(publicationChanged(published, { ...published, isDownloadable: false })).toBe(true);
    expect(publicationChanged(unpublished, { ...unpublished, isPublished: true, publishDate: now })).toBe(true);
  });
});
