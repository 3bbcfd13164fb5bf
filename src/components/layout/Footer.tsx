// TEMPORARY: the footer moved to the site feature; remove once src/app/(site)/[locale]/layout.tsx imports it from there.
export { Footer } from '@/features/site/components/Footer'
