/** Element id of the contact form island on the pre-rendered /contact page. */
export const CONTACT_ISLAND_ID = 'contact-form';
