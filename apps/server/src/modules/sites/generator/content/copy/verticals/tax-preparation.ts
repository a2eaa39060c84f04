// Tax preparation copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const taxPreparation: VerticalCopy = {
  slug: 'tax-preparation',
  kind: 'professional',
  audience: 'individuals and small business owners',
  about: [
    'Tax returns have become more complicated for many households, with side income, stock sales, rental property, education credits and changing rules from year to year.',
    'A good tax preparer gets the return right, claims the credits and deductions you actually qualify for, and explains what was filed and why.',
    'We prepare individual and small business returns, amend past returns, and help people respond to IRS and state tax notices.',
    'Clients in {city} range from first-time filers to business owners with several entities, and each return starts with a conversation about what changed during the year.',
    'Anyone paid to prepare federal returns must have a Preparer Tax Identification Number and sign the return, and CPAs, enrolled agents and tax attorneys hold credentials you can verify.',
    'Your refund or balance due depends on your own income, withholding and eligibility, so we explain the result rather than promising one.',
  ],
  services: [
    {
      name: 'Individual Tax Preparation',
      keyword: 'tax preparation',
      what: [
        'Individual tax preparation covers your federal return and the state returns you need, from simple W-2 returns to returns with investments, rentals, self-employment or multiple states.',
        'The preparer reviews your documents, asks about life changes like marriage, a new child, a home purchase or retirement, and checks which credits and deductions apply.',
        'Common items include the standard or itemized deduction, the child tax credit, education credits, retirement contributions, health savings accounts and the earned income tax credit for those who qualify.',
        'Returns are filed electronically when possible, which is faster and lets refunds be direct-deposited.',
        'You receive a copy of the full return and an explanation of any balance due, refund, or estimated payments to make next year.',
      ],
      signs: [
        'Your return includes more than a W-2, such as 1099 income, stock sales or rental property',
        'A major life change happened this year',
        'You moved between states or worked in more than one state',
        'You are unsure whether to itemize or take the standard deduction',
        'You want someone to answer questions if the IRS contacts you later',
      ],
      steps: [
        "You gather your tax documents and last year's return, or upload them securely.",
        'We review them with you and ask about changes during the year.',
        'The return is prepared and checked, and you review it before anything is filed.',
        'You sign the e-file authorization and the return is filed electronically.',
        'You receive copies of everything and reminders for next year.',
      ],
      cost: [
        'Fees usually depend on the forms and schedules involved, such as itemized deductions, business income, rental properties and state returns.',
        'Organized documents reduce preparation time, while missing records and prior-year problems add to it.',
      ],
      timing: [
        'Early-season appointments are easiest to get; the weeks before the April deadline are the busiest.',
        'If you are waiting for corrected forms or K-1s, an extension gives more time to file but not more time to pay.',
      ],
      faqs: [
        {
          q: 'What documents should I bring?',
          a: "W-2s, 1099s, records of deductions and credits, last year's return, and ID for everyone on the return. If something is missing, we can tell you where to find it.",
        },
        {
          q: 'Can you file my state return too?',
          a: 'Yes, state returns are usually prepared with the federal return. Part-year residents and people who worked in several states may need more than one.',
        },
        {
          q: 'How do I get my refund faster?',
          a: 'Filing electronically with direct deposit is usually fastest. Some credits by law delay refunds until later in the season.',
        },
      ],
    },
    {
      name: 'Small Business Tax Preparation',
      keyword: 'small business tax preparation',
      what: [
        "Small business tax preparation covers sole proprietors filing Schedule C, partnerships, S corporations and C corporations, along with the owners' personal returns.",
        'Accurate business returns depend on clean books, so we review your profit and loss, balance sheet and major transactions before preparing the return.',
        'Deductions for vehicles, home offices, equipment and depreciation have specific rules and recordkeeping requirements that are worth getting right.',
        'Partnership and S corporation returns issue K-1s to owners, and their deadlines come earlier than individual returns.',
        'We also look at payroll filings, 1099s you may need to issue to contractors, and estimated taxes for the coming year.',
      ],
      signs: [
        'You started a business or side gig this year',
        'You formed an LLC or elected S corporation status',
        'You paid contractors and are unsure about 1099 filing',
        'You have not been making estimated tax payments',
      ],
      steps: [
        'We review your business structure, books and prior returns.',
        'Adjustments are discussed, such as depreciation and owner expenses.',
        "The business return is prepared, and K-1s flow into owners' personal returns.",
        'You review and sign, and returns are filed electronically.',
        'We set up estimated payments and recordkeeping tips for the next year.',
      ],
      cost: [
        'The entity type, number of owners, condition of the books and the volume of transactions drive the fee.',
        'Catch-up bookkeeping, multiple states and payroll issues add time.',
      ],
      timing: [
        'Partnership and S corporation returns are due earlier than individual returns, so start gathering records as soon as the year ends.',
      ],
      faqs: [
        {
          q: 'Should my LLC be taxed as an S corporation?',
          a: 'It can save self-employment tax for some profitable businesses, but it adds payroll requirements and costs. It depends on your profit and situation, so it is worth a planning conversation.',
        },
        {
          q: 'Can I deduct my home office?',
          a: 'If part of your home is used regularly and exclusively for business, you may qualify. There are simplified and actual-expense methods with different recordkeeping.',
        },
        {
          q: 'Do I need to send 1099s to contractors?',
          a: 'Businesses generally must issue 1099 forms to unincorporated contractors paid above a threshold during the year. We can help you collect W-9s and file them.',
        },
      ],
    },
    {
      name: 'Tax Accountant Services',
      keyword: 'tax accountant',
      what: [
        'A tax accountant works with you year-round rather than only at filing time, so decisions can be made before the year ends, when they still make a difference.',
        'Planning covers withholding checkups, estimated payments, retirement contributions, timing of income and expenses, and the tax side of big events like selling a home or a business.',
        'Life changes such as marriage, divorce, a new child, retirement or an inheritance often change your taxes in ways that are easier to handle with notice.',
        'For investors, planning can include harvesting losses, understanding capital gains rates and coordinating with a financial advisor.',
        'CPAs and enrolled agents are credentialed tax professionals, and you can ask which credential your accountant holds and verify it.',
      ],
      signs: [
        'You owed a large amount or got an unexpectedly large refund last year',
        'You are planning a major sale, retirement or business change',
        'Your income is irregular or mostly self-employment',
        'You want fewer surprises at filing time',
      ],
      steps: [
        'We review your last return and what is expected this year.',
        'A projection estimates your tax and shows where choices could change it.',
        'You receive a plan for withholding, estimated payments and year-end moves.',
        'We check in during the year as plans or income change.',
      ],
      cost: [
        'Planning is usually billed separately from return preparation, based on complexity and how often you meet.',
        'Households and businesses with many moving parts need more projections and check-ins.',
      ],
      timing: [
        'Planning works best from mid-year to early fall, when there is still time to act before December.',
      ],
      faqs: [
        {
          q: 'What is the difference between a CPA and an enrolled agent?',
          a: 'A CPA is licensed by a state board of accountancy and may practice in many areas of accounting, while an enrolled agent is authorized by the IRS and specializes in tax. Both can represent taxpayers before the IRS.',
        },
        {
          q: 'Why did I owe money this year?',
          a: 'Common reasons include too little withholding, side income without estimated payments, and changes in credits. A withholding checkup helps avoid a repeat.',
        },
        {
          q: 'Is tax planning only for high earners?',
          a: 'No, anyone with self-employment income, a big life change or surprise balances can benefit. Even small adjustments to withholding help.',
        },
      ],
    },
    {
      name: 'IRS Notice and Back Tax Help',
      keyword: 'irs notice help',
      what: [
        'IRS and state tax notices can look alarming, but many are routine requests for information or adjustments that can be resolved with a clear response.',
        'We review the notice, compare it with your return and records, and explain what the agency is asking for and by when.',
        'Common notices involve unreported income from a 1099, math corrections, missing forms, identity verification or balances due.',
        'For unfiled returns or back taxes, the path usually starts with getting all required returns filed, then exploring payment options such as installment agreements.',
        'CPAs, enrolled agents and attorneys can represent you before the IRS with a power of attorney, so you may not need to speak with the agency yourself.',
      ],
      signs: [
        'You received a letter or notice from the IRS or state tax agency',
        'You have unfiled returns from past years',
        'You owe a balance you cannot pay in full',
        'You suspect someone filed a return using your identity',
      ],
      steps: [
        'Send us a copy of the notice and the return it refers to.',
        'We explain what the notice means and the deadline to respond.',
        'A response is prepared with supporting documents, or the needed returns are filed.',
        'If a balance is owed, we discuss payment options and next steps.',
      ],
      cost: [
        'Fees depend on the type of notice, the number of years involved and whether representation before the agency is needed.',
        'Simple notice responses cost far less than multi-year back-tax cases.',
      ],
      timing: ['Notices have response deadlines printed on them, so bring them in as soon as they arrive.'],
      faqs: [
        {
          q: 'Is this IRS letter real?',
          a: 'The IRS usually first contacts people by mail, not by phone, text or social media. If you are unsure, compare it with examples on the IRS website or let us review it.',
        },
        {
          q: 'What if I cannot pay what I owe?',
          a: 'The IRS offers payment plans and, in some cases, other relief options. Filing on time even when you cannot pay reduces penalties.',
        },
        {
          q: 'Can I ignore a notice if I think it is wrong?',
          a: 'No, unanswered notices can lead to assessments and collection. Responding with documentation is how errors get corrected.',
        },
      ],
    },
    {
      name: 'Amended and Prior-Year Returns',
      keyword: 'amended tax return',
      what: [
        'An amended return corrects a return already filed, for example to add a missing W-2 or 1099, claim a credit you missed, or change your filing status.',
        'Prior-year returns are original returns for years you have not filed yet, which are often needed before a mortgage, a student aid application or a payment plan.',
        'Generally, you have a limited window, often about three years from the original due date, to claim a refund through an amended or late return.',
        'Amended returns use specific forms and must explain each change, and the state return may need amending too.',
        'Processing of amended returns takes longer than original returns, and you can track the status online.',
      ],
      signs: [
        'You received a corrected or late tax form after filing',
        'You missed a credit or deduction you were eligible for',
        'You have not filed for one or more past years',
        'A lender or school needs returns you have not filed',
      ],
      steps: [
        'We review the original return and the new information.',
        'The amended or prior-year return is prepared with an explanation of changes.',
        'You review and sign, and it is filed electronically where allowed.',
        'We show you how to track processing and what to expect next.',
      ],
      cost: [
        'The number of years, the complexity of each return and how many records need rebuilding drive the fee.',
        'Amending a state return along with the federal adds to the total.',
      ],
      timing: [
        'Amend as soon as you notice a problem, since interest on any balance due keeps growing and refund windows close.',
      ],
      faqs: [
        {
          q: 'Will amending my return trigger an audit?',
          a: 'Amending to correct an error is normal and expected. A well-documented amendment is far better than leaving a known mistake in place.',
        },
        {
          q: 'How far back can I file?',
          a: 'You can file past-due returns for any year, but refunds are generally only available within a limited window. We can tell you which years still qualify.',
        },
        {
          q: 'Do I need to amend for a small missing form?',
          a: 'Often yes, especially if it changes your tax. Sometimes the IRS will correct small math issues by notice instead, and we can advise which applies.',
        },
      ],
    },
  ],
  why: [
    'Returns reviewed with you before anything is filed',
    'Credits and deductions checked against your actual situation',
    'Plain explanations of what was filed and why',
    'Secure ways to share documents',
    'Help if the IRS or state contacts you later',
    'Year-round availability, not only in tax season',
    'A signed return with the preparer PTIN the law requires',
  ],
  prepare: [
    'All W-2s, 1099s, K-1s and other income forms',
    "Last year's federal and state returns",
    'Records of deductible expenses, charitable gifts and childcare',
    'Health insurance forms and education expense statements',
    'Photo ID and Social Security numbers for everyone on the return',
  ],
  faqs: [
    {
      q: 'How do I choose a tax preparer?',
      a: 'Ask about credentials, experience with returns like yours, and how they handle questions after filing. Avoid anyone who bases fees on your refund size or will not sign the return.',
    },
    {
      q: 'What is a PTIN?',
      a: "A Preparer Tax Identification Number is required for anyone paid to prepare federal returns. The preparer's PTIN must appear on the return they prepare.",
    },
    {
      q: 'What is the filing deadline?',
      a: 'For most individuals, federal returns are due in mid-April, with an extension available to mid-October. An extension extends the time to file, not the time to pay.',
    },
    {
      q: 'How do I keep my information secure?',
      a: 'Use a secure portal instead of email for documents, and never share your IRS account password. The IRS Identity Protection PIN program adds another layer of protection.',
    },
    {
      q: "What if I made a mistake on last year's return?",
      a: 'An amended return can correct it, and sooner is better. Bring the original return and any new documents.',
    },
    {
      q: 'Will you explain my return?',
      a: 'Yes, you review the return before it is filed and can ask about any line. Understanding your return helps with planning for next year.',
    },
    {
      q: 'Can you help with state-only issues?',
      a: 'Yes, state notices and returns are handled just like federal ones. Rules differ by state, so bring any state letters you receive.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Tax forms arrive by early February, so book your appointment now and gather documents as they come in.',
        'Filing early reduces the risk of someone else filing a fraudulent return in your name.',
      ],
    },
    {
      months: [2, 3],
      advice: [
        'The weeks before the April deadline are the busiest, so bring documents early or plan for an extension.',
        'If you expect to owe and cannot file on time, file an extension and pay what you can by the deadline.',
      ],
    },
    {
      months: [4, 5, 6, 7, 8],
      advice: [
        "Summer is a good time to check withholding and estimated payments, and to amend last year's return if needed.",
        'Extended returns and business planning get more attention once the spring rush is over.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Extended individual returns are due in mid-October, so send any missing documents early in the fall.',
        'Before December ends, review retirement contributions, charitable gifts and other year-end moves.',
      ],
    },
  ],
  disclaimer:
    'This site provides general tax information, not tax, legal or financial advice for your situation. Refunds, balances and outcomes depend on your own income, records and eligibility, and no result is promised. Tax laws change, so confirm current rules with a qualified tax professional.',
  banned: ['maximum refund', 'guaranteed refund', 'bigger refund', 'audit-proof', 'irs-approved'],
};
