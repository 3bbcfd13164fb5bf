export { default } from '../blog/loading'
