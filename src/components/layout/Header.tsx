// TEMPORARY: the header moved to the site feature; remove once src/app/(site)/[locale]/layout.tsx imports it from there.
export { Header } from '@/features/site/components/Header'
