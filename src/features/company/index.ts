// Public entry of the company feature (server side).

export { certificateState } from './certificates'
export { SectionHeading, StatGrid } from './components/blocks'
