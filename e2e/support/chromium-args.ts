// How Debian's Chromium is started for the journeys (playwright.config.ts) and the browser
// benchmarks (bench/): on the build machines, without the parts of a desktop browser that only
// take CPU away from the page on two shared cores.
//
// The omnibox popup features: Chromium 156 builds its address-bar popup as WebUI pages, loaded
// into a renderer of their own for every new window, which with Playwright is every new context.
// Headless, nobody sees that popup; it loaded some 60 chrome:// scripts while each measured page
// started (a Chromium trace of bench:definition-editor), and the cold opening of the definition
// page took about 230 ms longer with it (the same build: 956 ms p50 over 10 openings with it,
// 727 ms over 8 without it).

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];
