// What the stored-script check's pages carry: the trap every payload sets, and the CSP violations seen.
export {};

declare global {
  interface Window {
    __xss?: unknown;
    __violations: string[];
  }
}
