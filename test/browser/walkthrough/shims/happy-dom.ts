/**
 * happy-dom in the walkthrough page (../build.ts aliases it): the stand-in's dialogs part makes a
 * happy-dom Window for its DOM classes; in Chromium that DOM is the page's own.
 */
export class Window {
  constructor(_options?: object) {
    // A constructor may hand back another object (ECMAScript [[Construct]]): here, the page's window,
    // which has every member happy-dom's Window gives the stand-in.
    return globalThis.window as unknown as Window;
  }
}
