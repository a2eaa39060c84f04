// Mortgage broker copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const mortgageBroker: VerticalCopy = {
  slug: 'mortgage-broker',
  kind: 'professional',
  audience: 'home buyers and homeowners',
  about: [
    "A mortgage broker compares loan options from several wholesale lenders on your behalf, instead of offering only one bank's products.",
    'That can help when your situation does not fit a simple box, such as self-employment income, a smaller down payment, a recent job change or a credit history with bumps.',
    'We explain the differences between loan types, down payments, rates, points and closing costs in plain language, so you can compare offers on the same terms.',
    'Buyers in {city} often compete for homes, and a solid pre-approval based on verified documents makes an offer more credible to sellers.',
    'Mortgage loan originators must be licensed or registered through the Nationwide Multistate Licensing System, and you can look up anyone you work with on its public Consumer Access site.',
    "Approval, rates and terms depend on your credit, income, assets, the property and each lender's guidelines, and we tell you plainly where you stand.",
  ],
  services: [
    {
      name: 'Home Purchase Loans',
      keyword: 'home loan',
      what: [
        'A purchase loan finances the home you are buying, and the main choices are the loan program, the term, the down payment and whether the rate is fixed or adjustable.',
        'Conventional loans follow guidelines set largely by Fannie Mae and Freddie Mac, while government-backed loans include FHA, VA and USDA programs with their own rules.',
        'Fixed-rate loans keep the same principal and interest payment for the life of the loan, while adjustable-rate loans start with a set period and then change with the market.',
        'A smaller down payment on a conventional loan usually means private mortgage insurance, which can be removed later under certain conditions.',
        'A broker shops the same file with several lenders and presents the options side by side, so you can compare rate, points, fees and cash to close.',
      ],
      signs: [
        'You are ready to start looking at homes',
        'You have found a home and need financing quickly',
        'You want to compare more than one lender without applying everywhere',
        'Your income or credit situation is more complex than average',
      ],
      steps: [
        'We review your goals, income, assets, debts and credit.',
        'You receive loan options with Loan Estimates that show rate, fees and cash to close.',
        'Once you have an accepted offer, your chosen loan goes through processing, appraisal and underwriting.',
        'Conditions from the underwriter are cleared with updated documents if needed.',
        'You review the Closing Disclosure and sign at closing.',
      ],
      cost: [
        'Loan costs include the interest rate, any discount points, lender and broker compensation, appraisal, title and escrow fees, and prepaid taxes and insurance.',
        'Your credit score, down payment, loan type, loan amount and property type all affect the rate and costs offered.',
        'Federal rules require a Loan Estimate after you apply, which makes it easier to compare offers line by line.',
      ],
      timing: [
        'From application to closing often takes several weeks, depending on the lender, the appraisal and how quickly documents come in.',
      ],
      faqs: [
        {
          q: 'What is the difference between a broker and a lender?',
          a: 'A lender funds loans from its own products, while a broker compares loans from several wholesale lenders for you. Either way, the loan is underwritten and funded by a lender.',
        },
        {
          q: 'How much down payment do I need?',
          a: 'It depends on the loan program and your situation, and some programs allow low down payments for qualified buyers. We show you the options and what each costs over time.',
        },
        {
          q: 'What are discount points?',
          a: 'Points are an upfront payment to lower the interest rate. Whether they make sense depends on how long you plan to keep the loan.',
        },
      ],
    },
    {
      name: 'Mortgage Refinancing',
      keyword: 'refinance',
      what: [
        'Refinancing replaces your current mortgage with a new one, to lower the rate or payment, change the loan term, remove mortgage insurance or take cash out of your equity.',
        'A rate-and-term refinance changes the rate or length of the loan without taking cash, while a cash-out refinance borrows against equity for goals like renovations or paying down higher-interest debt.',
        'Refinancing has closing costs, so the key question is how long it takes for the monthly savings to cover those costs.',
        'Moving from an adjustable rate to a fixed rate can bring predictability, and switching from an FHA loan to a conventional loan may remove ongoing mortgage insurance.',
        'The property usually needs a new appraisal, and your current income, credit and debts are reviewed again.',
      ],
      signs: [
        'Market rates are meaningfully lower than your current rate',
        'Your adjustable rate is about to reset',
        'You want to remove mortgage insurance now that you have more equity',
        'You want to use equity for a major home project',
        'You want to pay the home off sooner with a shorter term',
      ],
      steps: [
        'We review your current loan, goals and how long you plan to stay in the home.',
        'You see options with the estimated costs and the break-even point.',
        'You apply, and the appraisal and underwriting are completed.',
        'You review the Closing Disclosure and sign, with a rescission period for primary-home refinances where it applies.',
      ],
      cost: [
        'Refinance costs include lender fees, appraisal, title and recording, and any points you choose to buy down the rate.',
        'Some costs can be added to the loan balance, which lowers upfront cash but raises the amount you owe.',
      ],
      timing: [
        'Refinances usually take several weeks from application to closing.',
        'Start early if an adjustable rate reset or other deadline is coming up.',
      ],
      faqs: [
        {
          q: 'When does refinancing make sense?',
          a: 'When the monthly savings or other benefits outweigh the costs over the time you plan to keep the loan. We calculate the break-even point so you can decide.',
        },
        {
          q: 'Will refinancing restart my loan term?',
          a: 'A new thirty-year loan does restart the clock, which can increase total interest. Choosing a shorter term or making extra payments can offset that.',
        },
        {
          q: 'What is a cash-out refinance?',
          a: 'It is a new loan larger than your current balance, with the difference paid to you in cash at closing. It increases your loan amount and is secured by your home.',
        },
      ],
    },
    {
      name: 'FHA, VA and USDA Loans',
      keyword: 'fha loan',
      what: [
        'Government-backed loans are insured or backed by a federal agency, which lets lenders offer flexible terms to qualified borrowers.',
        'FHA loans, insured by the Federal Housing Administration, allow lower down payments and more flexible credit guidelines, with mortgage insurance premiums paid upfront and monthly.',
        'VA loans, backed by the Department of Veterans Affairs, are available to eligible veterans, service members and some surviving spouses, often with no down payment and no monthly mortgage insurance.',
        'USDA loans help buyers in eligible rural and some suburban areas who meet income limits, also often with no down payment.',
        'Each program has its own property standards, limits and fees, and a broker can compare them with conventional options for your situation.',
      ],
      signs: [
        'You have a smaller down payment saved',
        'You are a veteran, service member or eligible surviving spouse',
        'You are buying in a rural or small-town area',
        'Your credit score is still building',
      ],
      steps: [
        'We check your eligibility for each program and compare them with conventional loans.',
        'For VA loans, we help you obtain your Certificate of Eligibility.',
        "The property is appraised to the program's standards.",
        'The loan is underwritten to program and lender guidelines and closes like any other mortgage.',
      ],
      cost: [
        'FHA loans carry upfront and annual mortgage insurance premiums, VA loans usually have a funding fee unless you are exempt, and USDA loans have their own upfront and annual fees.',
        'Rates and costs still depend on credit, the loan amount and the lender.',
      ],
      timing: [
        'Government loans close on timelines similar to conventional loans, though appraisal requirements can add time.',
      ],
      faqs: [
        {
          q: 'Are FHA loans only for first-time buyers?',
          a: 'No, FHA loans are available to repeat buyers too, as long as the home will be your primary residence. They are popular with first-time buyers because of the lower down payment.',
        },
        {
          q: 'Can I use my VA benefit more than once?',
          a: 'Yes, VA loan eligibility can often be restored or used again. We can help you check your remaining entitlement.',
        },
        {
          q: 'How do I know if a home is USDA eligible?',
          a: 'The USDA publishes an eligibility map by address, along with income limits by county. We can check both for you.',
        },
      ],
    },
    {
      name: 'Mortgage Pre-Approval',
      keyword: 'mortgage pre-approval',
      what: [
        "A mortgage pre-approval is a lender's conditional review of your credit, income and assets that shows how much you may be able to borrow.",
        'Unlike a quick prequalification based on what you say, a pre-approval is based on documents such as pay stubs, W-2s or tax returns, and bank statements.',
        'A strong pre-approval letter tells sellers and their agents that your financing has been reviewed, which matters in competitive markets.',
        'The pre-approval is still conditional: final approval depends on the property, the appraisal, and no major changes to your finances before closing.',
        'It also helps you set a realistic budget based on the full payment, including taxes, insurance and any HOA dues.',
      ],
      signs: [
        'You plan to start touring homes soon',
        'Sellers or agents have asked for a pre-approval letter',
        'You want to know your budget before you fall in love with a house',
        'Your previous pre-approval is getting old',
      ],
      steps: [
        'You share basic information and authorize a credit check.',
        'You upload income and asset documents.',
        'The file is reviewed and any issues are explained with options to address them.',
        'You receive a pre-approval letter that can be updated for each offer.',
      ],
      cost: [
        'Many brokers and lenders do not charge for pre-approval, though a credit report is pulled.',
        'Your credit profile and documentation affect the programs and amounts you may be pre-approved for.',
      ],
      timing: [
        'Pre-approval can often be completed within a few days once documents are in.',
        'Get pre-approved before you start seriously touring homes.',
      ],
      faqs: [
        {
          q: 'Does pre-approval hurt my credit?',
          a: 'A credit check may cause a small, temporary change in your score. Credit scoring models generally treat several mortgage inquiries within a short window as one.',
        },
        {
          q: 'How long is a pre-approval good for?',
          a: 'Letters are often considered current for a limited time because credit and documents age. It can be updated as you shop.',
        },
        {
          q: 'What should I avoid after getting pre-approved?',
          a: 'Avoid new credit accounts, large purchases on credit, job changes and unexplained large deposits until after closing. Any of these can affect final approval.',
        },
        {
          q: 'Is prequalification the same as pre-approval?',
          a: 'No, prequalification is usually an estimate based on what you report, without verifying documents. A pre-approval reviews credit and documents, so it carries more weight with sellers.',
        },
      ],
    },
    {
      name: 'Self-Employed Mortgages',
      keyword: 'self employed mortgage',
      what: [
        'Self-employed borrowers, freelancers and small business owners often have strong income that looks lower on tax returns because of business deductions.',
        'Conventional and government loans usually look at two years of personal and business tax returns and average the income, which can surprise borrowers who write off a lot.',
        'Some lenders offer bank statement loans and other non-qualified mortgage programs that use deposits instead of tax returns, typically at higher rates and with larger down payments.',
        'Preparation makes a big difference: organized returns, a year-to-date profit and loss statement and separate business accounts make underwriting smoother.',
        'A broker can compare traditional and alternative programs and explain the tradeoffs clearly.',
      ],
      signs: [
        'You are a business owner, contractor, gig worker or freelancer',
        'A bank declined you because of how your income appears on tax returns',
        'Your income varies from year to year',
        'You recently started a business',
      ],
      steps: [
        'We review your tax returns, business structure and deposits.',
        'Income is calculated under different program rules to compare options.',
        'You choose a program and provide its documentation.',
        'Underwriting reviews the file, and we help answer income questions as they come up.',
      ],
      cost: [
        'Traditional programs usually offer the best rates if your documented income qualifies.',
        'Alternative programs often cost more in rate and fees and may require a larger down payment.',
      ],
      timing: [
        'Self-employed files may take longer to underwrite, so start the conversation well before you plan to buy.',
      ],
      faqs: [
        {
          q: 'How many years of self-employment do I need?',
          a: 'Many programs look for two years, and some allow less with prior experience in the same field. We review your history to see which options fit.',
        },
        {
          q: 'What is a bank statement loan?',
          a: 'It is a non-qualified mortgage that estimates income from business or personal bank deposits. It can help when tax returns show low income, usually at a higher cost.',
        },
        {
          q: 'Should I write off less to qualify?',
          a: 'That is a tax decision to discuss with your tax professional before filing. We can show how your returns affect qualifying so you can plan ahead.',
        },
        {
          q: 'Can a new business owner get a mortgage?',
          a: 'It can be harder, because lenders want to see that income is stable. Prior experience in the same line of work and strong documentation can help, and some programs are more flexible than others.',
        },
      ],
    },
  ],
  why: [
    'Loan options from several lenders compared side by side',
    'Plain explanations of rates, points, fees and cash to close',
    'Pre-approvals based on verified documents',
    'Help with complex income and credit situations',
    'Honest answers about what you may or may not qualify for',
    'Regular updates from application to closing',
    'Licensing you can verify on NMLS Consumer Access',
  ],
  prepare: [
    'Recent pay stubs and W-2s, or two years of tax returns if self-employed',
    'Recent bank and retirement account statements',
    'A list of monthly debts and any past credit events',
    'Your target price range and down payment amount',
    'Details of your current mortgage if you are refinancing',
  ],
  faqs: [
    {
      q: 'How is a mortgage broker paid?',
      a: 'Brokers are paid by either the lender or the borrower, and the compensation is disclosed on your Loan Estimate and Closing Disclosure. Federal rules limit how loan originators may be paid.',
    },
    {
      q: 'What credit score do I need?',
      a: 'Minimums vary by program and lender, and higher scores usually bring better pricing. We can review your credit and suggest steps that may help.',
    },
    {
      q: 'What is a Loan Estimate?',
      a: 'It is a standard three-page form you receive after applying that shows the rate, monthly payment and closing costs. Its standard layout makes comparing lenders easier.',
    },
    {
      q: 'Can I lock my rate?',
      a: 'Yes, once you have a property and application in place, a rate can be locked for a set period. Longer locks can cost more, and we explain the options.',
    },
    {
      q: 'What is escrow for taxes and insurance?',
      a: 'Many loans collect property taxes and homeowners insurance with your monthly payment and pay them for you. Your payment can change if taxes or premiums change.',
    },
    {
      q: 'How do I verify a loan officer?',
      a: "Search the person's name or NMLS number on NMLS Consumer Access to see their licenses and employer. Your Loan Estimate also lists the NMLS numbers.",
    },
    {
      q: 'What can delay a closing?',
      a: 'Missing documents, appraisal issues, title problems and changes in income or credit are the most common causes. Responding quickly to requests keeps things moving.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Early in the year is a good time to gather tax documents and get pre-approved before the spring market.',
        'If you are self-employed, finishing your tax return early gives lenders your newest income figures.',
      ],
    },
    {
      months: [2, 3, 4, 5],
      advice: [
        'Spring is the busiest season for home purchases, so have your pre-approval ready before you start touring.',
        'Avoid opening new credit or financing big purchases while you are house hunting.',
      ],
    },
    {
      months: [6, 7, 8],
      advice: [
        'Families buying before the school year should allow enough time for underwriting and appraisal.',
        'Mid-year is a good time to review your current rate and see whether a refinance could make sense.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Closings around the holidays can take longer, so submit documents early and plan for office closures.',
        'Year-end is a good time to check whether you can remove mortgage insurance as your equity grows.',
      ],
    },
  ],
  disclaimer:
    'This site provides general information and is not a commitment to lend. Loan approval, rates and terms depend on credit, income, assets, the property and lender guidelines, and may change without notice. Mortgage loan originators are licensed or registered through NMLS; verify any originator at NMLS Consumer Access. Equal Housing Opportunity.',
  banned: ['guaranteed approval', 'lowest rates', 'no credit check', 'bad credit ok', 'you are pre-approved'],
};
