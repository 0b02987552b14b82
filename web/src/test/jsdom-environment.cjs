// jsdom, plus the Fetch API of Node: React Router's data router builds a Request for every navigation,
// and jsdom has no Request, Response or Headers. Node's Request only accepts Node's AbortSignal, so the
// abort classes come along, and TextEncoder for the router's stream handling.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder } =
      globalThis;
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
