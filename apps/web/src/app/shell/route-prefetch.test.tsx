import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FetchStub, json } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// Opening a definition page cold: the definition's outline (what the page opens with, ADR 0065) is
// asked for as soon as the visitor's token is there, not after the user's record and the page's code.

const outlinePath = /\/api\/productdefinities\/definitionoutline\//i;
/** Any of the definition's reading calls: the whole tree, the outline, an entity's attributes. */
const anyDefinitionPath = /\/api\/productdefinities\/definition/i;

// Whether the definition page's chunk has been imported: the mock's factory runs on the first import.
const screenChunk = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/features/authoring/definition-page/definition-page-screen', async (importOriginal) => {
  screenChunk.loaded = true;
  return importOriginal();
});

/**
 * Opens the demo definition page as a signed-in validator with the user's record held back (the
 * later handler wins): the guard cannot let the page render until `answerUser` is called.
 */
function openWithUserHeldBack() {
  const server = new FetchStub();
  let answerUser: () => void = () => undefined;
  const userAnswered = new Promise<void>((resolve) => (answerUser = resolve));
  renderApp('/productdefinitie/Polderzeker/Schade-Contractbericht-Particulier/Reis%20Compleet', { user: demoUsers.validator, server });
  server.on('GET', '/api/users/me', async () => {
    await userAnswered;
    return json(demoUsers.validator);
  });
  return { server, answerUser: () => answerUser() };
}

describe('route prefetch', () => {
  it("loads the page's code while the user's record is still on its way", async () => {
    // First in this file: once a test has imported the chunk, the module stays loaded.
    const { answerUser } = openWithUserHeldBack();
    await waitFor(() => expect(screenChunk.loaded).toBe(true));
    expect(screen.queryByRole('tree', { name: 'Entiteiten' })).not.toBeInTheDocument();
    answerUser();
  });

  it("asks for the definition's outline while the user's record is still on its way", async () => {
    const { server, answerUser } = openWithUserHeldBack();
    // The prefetch loads its feature's query first (a lazy chunk): slow on a loaded machine.
    await waitFor(() => expect(server.requests.filter((request) => outlinePath.test(request.url.pathname))).toHaveLength(1));
    expect(screen.queryByRole('tree', { name: 'Entiteiten' })).not.toBeInTheDocument();
    answerUser();
  });

  it('asks for no definition on another route', async () => {
    const server = new FetchStub();
    renderApp('/published-schema-overview', { user: demoUsers.validator, server });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(server.requests.filter((request) => anyDefinitionPath.test(request.url.pathname))).toEqual([]);
  });

  it('asks for nothing ahead for an anonymous visitor', async () => {
    const server = new FetchStub();
    renderApp('/productdefinitie/Polderzeker/Schade-Contractbericht-Particulier/Reis%20Compleet', { user: null, server });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests.filter((request) => anyDefinitionPath.test(request.url.pathname))).toEqual([]);
  });
});
