// jsdom, plus the web platform pieces Node has and jsdom lacks (fetch and its types, text
// encoding, streams), so component tests can call a real API server through the real client.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'AbortSignal',
  'AbortController',
  // Multipart uploads: Node's fetch reads only Node's own FormData, Blob and File.
  'FormData',
  'Blob',
  'File',
];

class DomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = DomEnvironment;
