// The only script of the pre-rendered /contact page (docs/public-pages.md): hydrates the form.
import { hydrateRoot } from 'react-dom/client';
import { ContactIsland } from './prerender/contact-island';
import { CONTACT_ISLAND_ID } from './prerender/island-ids';

const root = document.getElementById(CONTACT_ISLAND_ID);
if (root) hydrateRoot(root, <ContactIsland />);
