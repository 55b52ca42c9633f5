// Helpers for the apps' tests: a development dependency of every app, never imported by runtime code.
export { installMemoryStorage, startTestApiServer, type RecordedRequest, type TestApiHandler } from './test-api-server';
export { testUser } from './test-user';
export { createTestPlatform } from './test-platform';
export { renderAppAt } from './render-app-at';
export { testRegistryEntry } from './test-registry-entry';
export { testOwnPost, testPostFields } from './test-post';
export { fakeApiForEachTest, startFakeApi, type FakeApi } from './fake-api';
export { installManualIntersectionObserver } from './manual-intersection-observer';
export { onePagePdf } from './test-files';
export { typeIntoSuggestionField } from './type-ahead';
