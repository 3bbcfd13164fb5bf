// Client-safe entry of the artwork: constants only, no drawing code and no sharp.

export { ART_VERSION } from './topics'
