/** The about feature's public entry: what other features may use of it. */
export { AboutPage } from './components/about-page';
