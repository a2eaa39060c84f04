import { TRIAL_DAYS } from '@sdp/shared';
import { paths } from '@/config/paths';

/** A public page pre-rendered at build time (docs/public-pages.md). */
export interface PublicPageMeta {
  /** The path it answers, without a trailing slash. */
  path: string;
  /** Its file in dist: index.html for the landing page, <name>.html for the others. */
  file: string;
  title: string;
  description: string;
  /** Whether its JSON-LD describes the product (SoftwareApplication with the trial offer). */
  describesProduct: boolean;
}

export const SITE_NAME = 'SEO Domination Platform';

export const PUBLIC_PAGE_META: PublicPageMeta[] = [
  {
    path: paths.home,
    file: 'index.html',
    title: SITE_NAME,
    description:
      'SEO Domination Platform: 11 AI-powered intelligence engines to find, rank and monetize any market.',
    describesProduct: true,
  },
  {
    path: paths.demo,
    file: 'demo.html',
    title: `How it works | ${SITE_NAME}`,
    description:
      'A walk through the four stages: find a profitable market, build the site, deploy it in one click and watch it rank.',
    describesProduct: true,
  },
  {
    path: paths.privacy,
    file: 'privacy.html',
    title: `Privacy Policy | ${SITE_NAME}`,
    description:
      'What this self-hosted installation stores, where it lives, what stays in your browser and which providers see what.',
    describesProduct: false,
  },
  {
    path: paths.terms,
    file: 'terms.html',
    title: `Terms of Service | ${SITE_NAME}`,
    description:
      'The rules for using this installation: the service, your account, acceptable use, the free trial and cancellation.',
    describesProduct: false,
  },
  {
    path: paths.contact,
    file: 'contact.html',
    title: `Contact | ${SITE_NAME}`,
    description:
      'Questions, feedback or a problem with this installation? Send a message to the people who run it.',
    describesProduct: false,
  },
  {
    path: paths.getStarted,
    file: 'get-started.html',
    title: `Get started | ${SITE_NAME}`,
    description: `Every account starts with a ${TRIAL_DAYS}-day free trial of the whole platform: no credit card, every engine, cancel any time.`,
    describesProduct: true,
  },
];
