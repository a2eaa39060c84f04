// Real estate agent copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const realEstateAgent: VerticalCopy = {
  slug: 'real-estate-agent',
  kind: 'professional',
  audience: 'home buyers and sellers',
  about: [
    'Buying or selling a home is usually the largest financial move a household makes, and a good real estate agent keeps it organized, informed and on schedule.',
    'For sellers, that means pricing from real comparable sales, preparing and marketing the home, and negotiating offers, inspections and appraisals through closing.',
    'For buyers, it means understanding the neighborhoods, spotting issues in a listing, writing competitive offers and keeping deadlines in the contract from slipping.',
    'Real estate in {city} moves street by street, and the same house can be worth noticeably different amounts a few blocks apart, which is why local sales data matters.',
    "Agents are licensed by the state and work under a supervising broker, and you can look up a license on your state's real estate commission website.",
    'Nobody can promise a sale price or a timeline, but a clear plan and honest advice make the outcome far more predictable.',
  ],
  services: [
    {
      name: 'Selling Your Home',
      keyword: 'sell my house',
      what: [
        'Listing representation covers everything from the first walk-through to the closing table: pricing, preparation, marketing, showings, offers, negotiations and paperwork.',
        'Pricing starts with a comparative market analysis of recent sales, pending sales and active competition, adjusted for condition, size, lot and location.',
        'Preparation advice focuses on what buyers notice most, such as decluttering, small repairs, paint, lighting and curb appeal, rather than expensive remodels that rarely pay back.',
        'Marketing typically includes professional photography, a detailed listing on the multiple listing service, online exposure and open houses or private showings.',
        'When offers arrive, your agent helps compare price, financing strength, contingencies and closing dates, because the highest number is not always the best offer.',
      ],
      signs: [
        'You are relocating, upsizing or downsizing',
        'You want to know what your home might sell for before deciding',
        'You have a tight timeline tied to buying your next home',
        'You inherited a property and need help selling it',
      ],
      steps: [
        "We meet at the home to understand your goals, timing and the home's features.",
        'You receive a pricing analysis based on recent local sales and current competition.',
        'Together we plan preparation, photos and the listing launch.',
        'Showings and feedback are managed, and offers are reviewed with you term by term.',
        'After you accept an offer, inspections, appraisal, repairs and closing deadlines are coordinated through to closing.',
      ],
      cost: [
        'Sellers usually pay a commission to the listing brokerage at closing, and commission rates are negotiable and not set by law.',
        'Other seller costs can include title and escrow fees, transfer taxes where they apply, repairs negotiated after inspection and any concessions to the buyer.',
      ],
      timing: [
        'Preparing a home for market often takes a few weeks, and time to an accepted offer depends on pricing, condition and the local market.',
        "From accepted offer to closing usually takes several weeks, largely driven by the buyer's financing.",
      ],
      faqs: [
        {
          q: 'How do you decide on a list price?',
          a: "We compare your home with recent nearby sales and current competition, adjusting for differences in size, condition and features. The goal is a price that attracts buyers while reflecting the home's value.",
        },
        {
          q: 'Should I make repairs before selling?',
          a: 'Safety issues and obvious defects are often worth fixing, along with low-cost cosmetic updates. Major remodels before listing rarely return what they cost.',
        },
        {
          q: 'Can I sell my home without an agent?',
          a: "Yes, some owners sell on their own. An agent's value is in pricing, exposure, negotiation and managing the contract steps, so weigh those against the commission.",
        },
      ],
    },
    {
      name: 'Buying a Home',
      keyword: 'buyer agent',
      what: [
        "A buyer's agent represents your interests in the purchase, from the first search to the keys at closing.",
        'Your agent sets up searches that match your needs, previews listings, points out red flags such as signs of water damage or unpermitted additions, and shares data on what similar homes actually sold for.',
        'Writing an offer includes price, earnest money, financing terms, inspection and appraisal contingencies, and a closing date, each of which affects how strong your offer looks to a seller.',
        'After acceptance, your agent tracks the contract deadlines for inspection, appraisal and loan approval and negotiates repairs or credits when issues turn up.',
        'In many markets, buyers now sign a written agreement with their agent before touring homes, which spells out the services and how the agent is paid.',
      ],
      signs: [
        'You are ready to start touring homes',
        'You have been outbid and want a stronger strategy',
        'You are moving to an area you do not know well',
        'You want help judging whether a listing is fairly priced',
      ],
      steps: [
        'We talk through your budget, must-haves and timeline, and you get pre-approved with a lender.',
        'You review and sign a buyer agreement that explains services and compensation.',
        'We tour homes and review sales data for the ones you like.',
        'We write and negotiate your offer, then schedule inspections and track deadlines.',
        'You do a final walk-through and sign at closing.',
      ],
      cost: [
        "How a buyer's agent is paid is set in your written agreement and is negotiable; sometimes the seller offers compensation and sometimes the buyer pays part or all of it.",
        'Buyers also pay closing costs such as lender fees, title insurance, prepaid taxes and insurance, plus the inspection and appraisal.',
      ],
      timing: [
        'The search can take days or months depending on inventory and how specific your needs are.',
        'Closing usually follows the accepted offer by several weeks, depending on the loan.',
      ],
      faqs: [
        {
          q: 'Do I need to be pre-approved before looking?',
          a: 'It is strongly recommended. Pre-approval tells you your budget and shows sellers that you can likely obtain financing.',
        },
        {
          q: 'What is earnest money?',
          a: 'It is a deposit made with your offer, held by a title or escrow company, that shows you are serious. Whether you get it back if the deal falls through depends on your contract and contingencies.',
        },
        {
          q: 'Can my agent show me homes listed by other companies?',
          a: "Yes, a buyer's agent can show you homes listed on the multiple listing service regardless of which brokerage listed them. They can also help with for-sale-by-owner and new construction homes.",
        },
      ],
    },
    {
      name: 'Home Value Estimate',
      keyword: 'home value',
      what: [
        'A home value estimate from an agent, often called a comparative market analysis, looks at recent sales of similar homes nearby to estimate what your home might sell for today.',
        'Unlike automated online estimates, an agent can account for condition, updates, layout, lot, views, street traffic and other details an algorithm cannot see.',
        'The analysis includes recently sold, pending and active listings, along with expired listings that show where buyers said no.',
        'It is useful when you are deciding whether to sell, planning a move, settling an estate or dividing property in a divorce, though it is not a formal appraisal.',
        'A lender or court may require a licensed appraiser, and we can explain when that is the case.',
      ],
      signs: [
        'You are thinking about selling in the coming year',
        'Online estimates for your home disagree widely',
        'You are weighing a remodel and want to know its effect on value',
        'You are handling an estate or dividing property',
      ],
      steps: [
        "You share the home's details and any updates or known issues.",
        'We visit or review photos to judge condition and features.',
        'Comparable sales are selected and adjusted for differences.',
        'You receive a value range with the sales behind it and an explanation.',
      ],
      cost: [
        'Many agents provide a comparative market analysis without charge as part of discussing a possible sale.',
        'A formal appraisal by a licensed appraiser is a separate paid service with its own standards.',
      ],
      timing: ['A market analysis is usually ready within a few days of the visit.'],
      faqs: [
        {
          q: 'Why are online home value estimates so different?',
          a: 'Automated estimates rely on public records and recent sales and cannot see condition or updates. They can be far off for homes that are unusual or recently renovated.',
        },
        {
          q: 'Is a market analysis the same as an appraisal?',
          a: "No, an appraisal is performed by a licensed appraiser, usually for a lender, following formal standards. A market analysis is an agent's opinion to help with pricing and planning.",
        },
        {
          q: 'What adds the most value to a home?',
          a: 'Location and size matter most and cannot be changed. Condition, updated kitchens and baths, and good curb appeal are the improvements buyers notice most.',
        },
      ],
    },
    {
      name: 'First-Time Home Buyer Help',
      keyword: 'first time home buyer',
      what: [
        'First-time buyers face a lot of new terms and steps at once: pre-approval, offers, earnest money, inspections, appraisals, title and closing.',
        'We walk you through each step before it happens so you know what to expect and what decisions are coming.',
        'Your agent can point you toward lenders and housing agencies that explain low down payment loans and down payment assistance programs offered in many states and cities.',
        'We help you estimate the full monthly cost of ownership, including property taxes, insurance, HOA dues and maintenance, not just the mortgage payment.',
        'Homebuyer education courses, often offered by nonprofit housing counselors, are required for some programs and are valuable even when they are not.',
      ],
      signs: [
        'You are renting and wondering whether buying makes sense',
        'You are not sure how much you can afford',
        'You have heard of assistance programs but do not know where to start',
        'You want someone to explain the process from start to finish',
      ],
      steps: [
        'We meet to talk about goals, budget and timing, with no pressure to start right away.',
        'You connect with a lender for pre-approval and explore any programs you may qualify for.',
        'We tour homes and discuss what to look for in condition and location.',
        'We guide you through the offer, inspection, appraisal and closing.',
      ],
      cost: [
        'Costs for first-time buyers include the down payment, closing costs, inspection and appraisal, and reserves for moving and early repairs.',
        'Assistance programs and seller concessions can sometimes reduce upfront costs, depending on eligibility and the deal.',
      ],
      timing: [
        'Start talking with a lender and agent a few months before you hope to buy, so credit and savings can be prepared.',
      ],
      faqs: [
        {
          q: 'How much do I need for a down payment?',
          a: 'It depends on the loan program, and some allow low down payments for qualified buyers. A lender can explain your options and the costs of each.',
        },
        {
          q: 'Should I buy a fixer-upper as a first home?',
          a: 'It can be a way into a neighborhood, but repair costs and time add up quickly. A thorough inspection and contractor quotes help you decide.',
        },
        {
          q: 'What is a homebuyer education course?',
          a: 'It is a class covering budgeting, the buying process and homeownership. Some loan and assistance programs require it.',
        },
      ],
    },
    {
      name: 'Relocation Help',
      keyword: 'relocation real estate agent',
      what: [
        'Relocation help is for buyers and sellers moving to or from the area, often on a tight schedule tied to a new job or family change.',
        'For incoming buyers, we provide video tours, neighborhood information, commute considerations and clear advice on homes you cannot easily visit in person.',
        'For sellers leaving the area, we manage the sale remotely, coordinating vendors, showings, inspections and closing documents.',
        'Timing a sale and purchase together can involve contingencies, rent-back arrangements or bridge financing, each with tradeoffs.',
        'If your employer offers a relocation package, we work within its requirements and paperwork.',
      ],
      signs: [
        'A job transfer or new job in another city',
        'You need to buy a home before you can visit often',
        'You must sell your current home after you have moved',
        'Your employer relocation package has specific rules',
      ],
      steps: [
        'We discuss your timeline, budget and what matters in a neighborhood.',
        'Virtual tours and local information help narrow the search.',
        'Offers and negotiations are handled with electronic signatures where allowed.',
        'Inspections, appraisal and closing are coordinated, including remote closing options where available.',
      ],
      cost: [
        'Costs follow the normal buying and selling costs, plus temporary housing, storage and travel that relocation often adds.',
        'Employer relocation packages may cover some of these, so read the terms carefully.',
      ],
      timing: [
        'Start as soon as you know about the move, since coordinating two transactions from a distance takes planning.',
      ],
      faqs: [
        {
          q: 'Can I buy a home without seeing it in person?',
          a: 'Many buyers do with video tours, detailed inspections and a trusted agent. Visiting before closing is still wise if you can manage it.',
        },
        {
          q: 'What is a rent-back?',
          a: 'It is an agreement that lets sellers stay in the home for a short time after closing, paying rent to the buyer. It can help sellers whose next home is not ready.',
        },
        {
          q: 'Can I close remotely?',
          a: 'Depending on state rules and the title company, closings can sometimes be done by mail or remote online notarization. Ask early so documents can be arranged.',
        },
        {
          q: 'Should I sell first or buy first?',
          a: 'Selling first gives you certainty about your budget but may mean a temporary move, while buying first avoids a double move but can mean carrying two homes. Contingencies, rent-backs and bridge financing sit in between, and your lender and agent can help you compare them.',
        },
      ],
    },
  ],
  why: [
    'Pricing advice grounded in recent local sales',
    'Honest guidance on preparation that actually pays off',
    'Contract deadlines tracked from offer to closing',
    'Clear explanations of every document before you sign',
    'Commission and compensation discussed openly and in writing',
    'A network of lenders, inspectors and contractors to compare',
    'Commitment to fair housing for every client',
  ],
  prepare: [
    'Your timeline and the reason for the move',
    'For sellers: updates, repairs and known issues with the home',
    'For buyers: a lender pre-approval or a plan to get one',
    'A list of must-haves and nice-to-haves',
    'Any HOA documents, surveys or past inspection reports you have',
  ],
  faqs: [
    {
      q: 'What is the difference between an agent, a broker and a Realtor?',
      a: 'An agent is licensed to help buy and sell real estate under a broker, who holds a higher license and supervises. Realtor is a trademark for members of the National Association of Realtors, who agree to its code of ethics.',
    },
    {
      q: 'Are commissions negotiable?',
      a: 'Yes, commissions are negotiable and are not set by law. Ask any agent to explain their fee and services in writing.',
    },
    {
      q: "How do I check an agent's license?",
      a: "Your state's real estate commission or licensing board has a public lookup. It shows whether the license is active and any disciplinary history.",
    },
    {
      q: 'Is now a good time to buy or sell?',
      a: 'It depends on your situation, local inventory and interest rates. An agent can show you current local data, but the decision should fit your finances and plans.',
    },
    {
      q: 'What is dual agency?',
      a: 'Dual agency is when one agent or brokerage represents both buyer and seller, which some states allow with written consent and others restrict. Ask how your agent handles it.',
    },
    {
      q: 'How long does it take to sell a home?',
      a: 'It depends on price, condition, location and the market. Your agent can show you how long similar homes have recently taken to sell.',
    },
    {
      q: 'What happens if the appraisal comes in low?',
      a: 'The buyer and seller can renegotiate the price, the buyer can bring more cash, or the contract may allow cancellation, depending on its terms. Your agent helps weigh the options.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        "Winter buyers tend to be serious and competition is lighter, which can work in a buyer's favor.",
        'Sellers planning a spring listing should start repairs and decluttering now.',
      ],
    },
    {
      months: [2, 3, 4, 5],
      advice: [
        'Spring is the busiest home-buying season, with more listings and more buyers, so be pre-approved before you start touring.',
        'Spring light and green lawns help listing photos, so plan photography for a bright day.',
      ],
    },
    {
      months: [6, 7],
      advice: [
        'Families often want to close before the school year, so summer listings can draw motivated buyers.',
        'Summer heat means showings go better with the AC running and the yard freshly cut.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Fall brings fewer listings and buyers who want to settle before the holidays, so well-priced homes still sell.',
        'Sellers who list in late fall should keep walkways clear and the home warm and bright for showings.',
      ],
    },
  ],
  disclaimer:
    'This site provides general information about buying and selling homes, not legal, tax or financial advice. Sale prices, home values and timelines depend on the market and no outcome is promised. Commissions are negotiable. Real estate services are offered in compliance with fair housing and equal housing opportunity laws.',
  banned: ['guaranteed sale', 'sell in days', 'top-producing', 'we buy houses', 'highest price'],
};
