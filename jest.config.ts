import type { Config } from 'jest';

// Two projects: the console (jsdom with fetch/BroadcastChannel restored) and the
// embedded server (plain Node). `tsc --noEmit` is the type gate; ts-jest only transpiles.
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  { tsconfig: { jsx: 'react-jsx', module: 'CommonJS', isolatedModules: true } },
];

const config: Config = {
  // Global only: Jest ignores a testTimeout set inside a project. Screen tests on a loaded
  // two-core machine can take several seconds; a real hang still fails.
  testTimeout: 15_000,
  // Jest's default, one worker fewer than the cores, leaves CI's two cores running one suite
  // at a time (776 s); two workers take 510 s there, the main process being mostly idle.
  ...(process.env.CI ? { maxWorkers: 2 } : {}),
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.ts',
      roots: ['<rootDir>/src'],
      transform: {
        '^.+\\.tsx?$': tsJest,
        '^.+\\.m?js$': 'babel-jest',
      },
      transformIgnorePatterns: ['/node_modules/(?!(@babel/runtime|@statelyai)/)'],
      moduleNameMapper: {
        '\\.(png|jpe?g|gif|svg|webp|ico)$': '<rootDir>/__mocks__/fileMock.ts',
        '\\.css$': '<rootDir>/__mocks__/styleMock.ts',
        // After the asset stubs: the first matching pattern wins.
        '^@/(.*)$': '<rootDir>/src/$1',
      },
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      transform: { '^.+\\.ts$': tsJest },
      // The seeded database every test app copies, made once per run.
      globalSetup: '<rootDir>/server/testing/jest-global-setup.ts',
      globalTeardown: '<rootDir>/server/testing/jest-global-teardown.ts',
    },
  ],
};

export default config;
