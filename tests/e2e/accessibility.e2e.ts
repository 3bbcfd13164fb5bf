import { axeChecks } from './support/pages'

axeChecks('accessibility (WCAG 2.1 AA, axe)')
