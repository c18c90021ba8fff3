import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (STACK.md); the flags keep it off the
// network these machines cannot reach.
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One embedded server for the whole run (started in global-setup), independent
  // browser contexts per test.
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Generous on purpose: the CI machines run the same suite two to five times slower on
  // some days (2 cores shared by two browsers and the server). A limit only decides when a
  // stuck test gives up; every assertion still waits for what a user would see.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    locale: 'zh-CN',
    // An operator who asked their system for less motion: the console then opens menus,
    // dialogs and folders at once (src/features/settings/muiTheme.ts), so a test does not
    // wait out each transition (spec-2 and shop-goods: 94.6 and 97.8 s with motion, 88.7 and
    // 90.0 s without). spec-4-states keeps the motion every other operator sees.
    contextOptions: { reducedMotion: 'reduce' },
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its trace: every step with its call log, the console, the network
    // and the sources. No screencast (encoding its frames cost about a third of each test's
    // time on 2 cores: order-express 13.7 s with it, 9.5-10.2 s without) and no DOM snapshot
    // per step (spec-2-screens-and-routes 76.5-82.5 s with them, 70.4-71.6 s without, 70.5 s
    // with no trace at all). screenshot keeps the last frame.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
  },
});
