import { axeChecks } from './support/pages'

axeChecks('accessibility on a phone (WCAG 2.1 AA, axe)')
