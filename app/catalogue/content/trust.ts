import type { ProductContent } from "../types";

/** Trust: 14 products. */
export const TRUST = {
  "annuities-software": {
    summary:
      "Administers fixed and variable annuity contracts from first premium through accumulation and payout, with interest crediting, withdrawals, beneficiaries and tax reporting.",
    description: [
      "Annuities keeps the contract records for annuities issued or administered by an insurance company, a bank trust department or a trust company. Each contract carries its owner, annuitant, beneficiaries, premium history and current value.",
      "During accumulation the module credits interest or unit values, processes additional premiums and applies surrender charges to early withdrawals. At annuitization it sets up the payout schedule, life-contingent or period-certain, and pays on each due date.",
      "Payments go out by check, ACH or transfer to a deposit account, with withholding applied. Contract statements and year-end tax forms are produced from the same records.",
    ],
    features: [
      "Contract records with owner, annuitant, joint annuitant and beneficiary designations.",
      "Interest crediting at guaranteed and current rates, or unit value tracking for variable contracts.",
      "Surrender charge schedules, free-withdrawal allowances and partial withdrawals.",
      "Payout options including life, joint and survivor, period certain and fixed amount.",
      "Scheduled annuity payments by check, ACH or deposit transfer, with federal and state withholding.",
      "Death claim processing with payment to beneficiaries and contract closing.",
      "Annual contract statements and year-end tax reporting.",
    ],
    serves: "Insurance companies, commercial banks, trust companies and investment managers that issue or administer annuity contracts.",
    related: ["pension-management", "ira-management", "general-ledger", "payment-processing"],
    tags: ["retirement"],
  },

  "bond-paying-agent": {
    summary:
      "Handles the paying agent role for bond issues: holder records, interest and principal calculations, funding requests, disbursements and reports to issuers.",
    description: [
      "Bond Paying Agent supports banks and trust companies appointed to pay interest and principal on bonds issued by municipalities, corporations and other issuers. It keeps each issue's terms and the register of holders entitled to payment.",
      "Ahead of each payment date the module calculates the amount due by holder, requests funding from the issuer and tracks receipt of the funds. On the payment date it disburses by check, ACH or wire, withholding tax where required.",
      "Called and matured bonds are tracked through presentment and cancellation, and unclaimed payments are aged for escheatment. Issuers receive payment and reconciliation reports after every payment date.",
    ],
    features: [
      "Bond issue setup with coupon, payment dates, maturity schedule, call features and denominations.",
      "Registered holder records with payment instructions and tax certification status.",
      "Payment calculation by holder, with funding requests sent to the issuer before the due date.",
      "Disbursement by check, ACH or Fedwire, with backup withholding where it applies.",
      "Call and redemption processing, including partial calls by lot, and cancellation records.",
      "Unclaimed payment aging and escheatment reporting.",
      "Issuer payment reports and paying account reconciliation after each payment date.",
    ],
    serves:
      "Trust companies, commercial banks and registrar/transfer/paying agents acting for municipal and corporate bond issuers, and issuers that pay their own bonds.",
    related: ["debt-management", "shareholder-accounting", "commercial-paper-issuance", "account-reconciliation"],
    tags: ["bondholder", "coupon"],
  },

  "cd-custody": {
    summary:
      "Keeps custody records for certificates of deposit held for clients, tracking issuing banks, interest, maturities and deposit insurance exposure for each owner.",
    description: [
      "CD Custody supports institutions that hold certificates of deposit on behalf of customers, whether bought from other banks or placed through brokered programs. Each CD is recorded with its issuer, rate, term and beneficial owners.",
      "Interest is accrued, collected and credited to each owner's account, and maturities are tracked so that proceeds are reinvested or paid out on instruction. Holdings are summarised by owner and issuing bank so that deposit insurance coverage can be watched.",
      "Custody statements give each client a list of their CDs, the income received and upcoming maturities. Positions reconcile to the issuing banks' confirmations and to depository records.",
    ],
    features: [
      "CD records with issuing bank, rate, issue and maturity dates, compounding and payment frequency.",
      "Beneficial owner records for CDs held in custodial or omnibus accounts.",
      "Interest accrual and collection with credit to owner accounts.",
      "Maturity tracking with reinvestment or payout according to owner instructions.",
      "Exposure reports by owner and issuing bank for monitoring deposit insurance limits.",
      "Client custody statements with holdings, income and upcoming maturities.",
      "Reconciliation of custody positions to issuer and depository records.",
    ],
    serves: "Commercial banks, trust companies, investment managers and registrar/transfer/paying agents that hold certificates of deposit for clients.",
    related: ["cd-issuance", "safekeeping-software", "customer-portfolio", "reconciliation"],
    tags: ["certificate", "deposit"],
  },

  "cd-issuance": {
    summary:
      "Issues certificates of deposit through a controlled workflow that moves each CD from Pending to Approved before issue, then manages interest, renewals and redemptions.",
    description: [
      "CD Issuance covers the life of a certificate of deposit issued by the institution, from request to final redemption. Each CD moves through statuses from Pending to Approved before it is issued, so no certificate goes out until the required checks and sign-offs are complete.",
      "Rates come from a rate sheet by term and amount, or are negotiated for larger deposits and recorded with the approver. Once issued, interest is accrued and paid or compounded on schedule, and the customer receives a confirmation or certificate.",
      "At maturity the CD renews automatically, renews on new terms or is redeemed, as the customer has instructed. Early withdrawals are charged the institution's penalty, and brokered CDs are tracked by broker and depository position.",
    ],
    features: [
      "Status workflow that takes every CD from Pending to Approved before issue, recording who approved it.",
      "Rate sheets by term and balance tier, with negotiated rates approved by authorised staff.",
      "Interest accrual, compounding and payment by check, ACH or credit to a deposit account.",
      "Automatic renewal, renewal on new terms or redemption at maturity on customer instruction.",
      "Early withdrawal penalty calculation under the institution's own penalty rules.",
      "Brokered CD issuance with positions tracked by broker and depository participant.",
      "Maturity schedules and interest expense reports for funding and liquidity planning.",
    ],
    serves: "Commercial banks and brokerage firms that issue or distribute certificates of deposit.",
    related: ["cd-custody", "open-time-deposit", "investment-calculator", "process-flow-module", "general-ledger"],
    tags: ["certificate", "deposit"],
  },

  "commercial-paper-issuance": {
    summary:
      "Commercial paper issuance for issuing and paying agents and corporate issuers, from program limits and dealer orders through note creation, settlement and maturity payment.",
    description: [
      "Commercial Paper Issuance manages short-term unsecured notes from issue to maturity. It records each issuance program with its authorised amount, dealers and maturity range, and checks every new issue against the amount outstanding.",
      "Dealer and investor orders are entered on a discount or interest-bearing basis, proceeds are calculated and notes are created for book-entry settlement. Funds received from investors are applied and the issuer is credited with the net proceeds.",
      "At maturity the module calculates the amount due, collects funding from the issuer and pays the holders. Outstanding paper, maturities by date and program usage are reported to the issuer and to the issuing and paying agent.",
    ],
    features: [
      "Program setup with authorised amount, maximum maturity, approved dealers and investor eligibility.",
      "Issue entry on a discount or interest-bearing basis, with proceeds and yield calculated.",
      "Program limit checks that block issuance above the authorised amount outstanding.",
      "Book-entry settlement with dealers and investors through depository and Fedwire interfaces.",
      "Maturity funding requests to issuers and payment to holders on the due date.",
      "Rollover processing that matches new issuance against maturing paper.",
      "Reports of outstanding paper, maturity ladders and dealer activity.",
    ],
    serves:
      "Commercial banks and trust companies acting as issuing and paying agents, registrar/transfer/paying agents, and corporations that issue commercial paper.",
    related: ["bond-paying-agent", "debt-management", "money-desk-software-system", "investment-calculator"],
    tags: [],
  },

  "debt-management": {
    summary:
      "Records an issuer's outstanding bonds, notes, leases and loans, with debt service schedules, payment funding and reports for finance officers, boards and auditors.",
    description: [
      "Debt Management gives issuers and their agents one record of every outstanding obligation, from bond issues and notes to leases and bank loans. Each obligation carries its terms, outstanding principal and the payments still to come.",
      "Debt service is projected by issue, fund and fiscal year, so finance officers know what must be budgeted and when. Payments are scheduled, funded and recorded, and variable-rate debt is updated as rates reset.",
      "Refundings and early redemptions are recorded against the original issue, and their effect on future debt service can be shown before a decision is taken. Reports support budgets, financial statements and continuing disclosure to bondholders.",
    ],
    features: [
      "Debt records for bonds, notes, leases and loans with coupon, amortization and call terms.",
      "Debt service schedules by issue, fund, fiscal year and payment date.",
      "Variable-rate debt with rate resets and projected payments under assumed rates.",
      "Payment funding and disbursement to paying agents or lenders.",
      "Refunding and early redemption analysis showing the change in future debt service.",
      "Ledger entries for interest expense, principal and amortization of premium or discount.",
      "Outstanding debt and debt service reports for budgets, audits and continuing disclosure.",
    ],
    serves:
      "Municipalities, corporations, commercial banks, trust companies and registrar/transfer/paying agents that issue debt or administer it for issuers.",
    related: ["bond-paying-agent", "commercial-paper-issuance", "general-ledger", "accounts-payable"],
    tags: ["municipal", "borrowing"],
  },

  "ira-management": {
    summary:
      "Administers individual retirement accounts, covering contribution limits, rollovers, required minimum distributions, beneficiary records and year-end IRS reporting for custodians and trustees.",
    description: [
      "IRA Management keeps the records for traditional, Roth, SEP and SIMPLE individual retirement accounts, whether they hold deposits, securities or both. Each plan carries its owner, beneficiaries, contribution history and investments.",
      "Contributions are recorded by tax year and checked against annual limits, and rollovers, transfers and recharacterizations are tracked separately. Distributions are paid with federal and state withholding, and required minimum distributions are calculated for owners and beneficiaries who must take them.",
      "Year-end processing produces the IRS forms and owner statements, including fair market value and contribution reporting. Deposits and securities held in an IRA are kept in the deposit and portfolio modules, so balances agree everywhere.",
    ],
    features: [
      "Plan records for traditional, Roth, SEP and SIMPLE IRAs with owner and beneficiary designations.",
      "Contribution processing by tax year, with annual and catch-up limit checks.",
      "Rollover, direct transfer and recharacterization tracking.",
      "Required minimum distribution calculation for owners and for beneficiaries of inherited IRAs.",
      "Distributions by check, ACH or deposit transfer, with federal and state withholding.",
      "Year-end IRS reporting, including Forms 1099-R and 5498, and fair market value statements.",
      "IRA holdings in CDs, savings and securities linked to the deposit and portfolio modules.",
    ],
    serves:
      "Commercial banks, trust companies, investment managers, brokerage firms and registrar/transfer/paying agents that act as IRA custodian or trustee.",
    related: ["pension-management", "annuities-software", "cd-issuance", "customer-portfolio", "long-term-savings-account-software"],
    tags: ["retirement", "roth", "rmd"],
  },

  "long-term-savings-account-software": {
    summary:
      "Administers long-term savings accounts, handled since the account type was created on June 1, 1999, including contributions, interest, withdrawal rules and tax reporting.",
    description: [
      "Long Term Savings Account supports savings accounts meant for money set aside over many years, with their own contribution rules, withdrawal restrictions and tax treatment. The module has handled long-term savings accounts since the account type was created on June 1, 1999.",
      "Contributions are checked against the limits configured for the account, and interest is accrued and credited on the institution's chosen schedule. Withdrawals are classified under the account's rules, and penalties or withholding are applied where those rules require.",
      "Account holders receive periodic statements, and year-end tax information is produced for each account. Balances, interest expense and withholding post to the general ledger daily.",
    ],
    features: [
      "Account opening with owner and beneficiary records and the account's term and purpose.",
      "Contribution limit checks configured to the rules that govern the account.",
      "Interest accrual and crediting at fixed or tiered rates.",
      "Withdrawal classification, with penalties and tax withholding applied where required.",
      "Incoming and outgoing account transfers between institutions.",
      "Periodic statements and year-end tax reporting for each account holder.",
      "Daily general ledger posting of balances, interest expense and withholding liabilities.",
    ],
    serves: "Commercial banks and insurance companies that offer long-term savings accounts to individuals.",
    related: ["ira-management", "open-time-deposit", "pension-management", "general-ledger"],
    tags: ["ltsa"],
  },

  "money-desk-software-system": {
    summary:
      "Invests short-term client and institutional cash each day, placing surplus balances in money market instruments and tracking every placement to maturity.",
    description: [
      "Money Desk is used by the staff who invest idle cash every day, whether for trust accounts, corporate clients or the institution itself. It shows available cash by account and lets the desk place it in time deposits, repos, commercial paper, bills or money market funds.",
      "Placements are recorded with rate, maturity and counterparty, and interest accrues daily. Maturing placements are listed each morning so that proceeds can be reinvested or returned to the accounts that funded them.",
      "Income from pooled placements is allocated back to participating accounts by their share and time invested. Counterparty limits and concentration reports keep the desk inside its investment guidelines.",
    ],
    features: [
      "Daily cash availability by account, gathered from deposit, trust and portfolio records.",
      "Placement entry for time deposits, repos, commercial paper, Treasury bills and money market funds.",
      "Daily interest accrual and morning maturity lists for reinvestment decisions.",
      "Pooled placements with pro rata income allocation to participating accounts.",
      "Counterparty and instrument limits checked when a placement is entered.",
      "Settlement through Fedwire and the institution's other payment interfaces.",
      "Daily desk position, yield and income reports.",
    ],
    serves: "Commercial banks, trust companies, investment managers, registrar/transfer/paying agents and corporations that invest short-term cash daily.",
    related: ["repo-software", "commercial-paper-issuance", "fed-funds", "open-time-deposit", "treasury-portfolio"],
    tags: ["cash", "liquidity"],
  },

  "mutual-fund": {
    summary:
      "Shareholder record-keeping and transfer agency processing for mutual funds: purchases, redemptions, exchanges, distributions and share balances by account and class.",
    description: [
      "Mutual Fund handles the shareholder side of an open-end fund: who owns shares, how many, in which class and what they are owed. Purchases, redemptions and exchanges are processed at the day's net asset value once it is struck.",
      "Dividend and capital gain distributions are calculated by class and paid in cash or reinvested according to each shareholder's election. Sales charges, breakpoints and contingent deferred sales charges are applied where the fund uses them.",
      "Shareholders receive confirmations, periodic statements and year-end tax forms. Share activity is reconciled daily with the fund accounting records in Fund Portfolio.",
    ],
    features: [
      "Shareholder accounts with registration, share class, distribution elections and bank instructions.",
      "Purchase, redemption and exchange processing at each dealing date's net asset value.",
      "Front-end sales charges with breakpoints, and contingent deferred sales charges on redemption.",
      "Dividend and capital gain distributions paid in cash or reinvested.",
      "Systematic investment and withdrawal plans funded or paid by ACH.",
      "Confirmations, statements and year-end tax reporting for shareholders.",
      "Daily share and cash reconciliation with Fund Portfolio.",
    ],
    serves: "Fund managers, investment managers and registrar/transfer/paying agents that administer mutual fund shareholder records.",
    related: ["fund-portfolio", "shareholder-accounting", "hedge-fund", "ira-management"],
    tags: [],
  },

  "open-time-deposit": {
    summary: "Manages open time deposits that accept further deposits during their term, with rate tiers, daily interest, notice periods and withdrawal rules.",
    description: [
      "An open time deposit lets a customer add funds during the life of the deposit, while withdrawals stay subject to notice or a minimum term. Open Time Deposit keeps these accounts, which behave differently from fixed-term CDs and ordinary savings.",
      "Each addition can carry its own rate and start date, or the whole account can be rated by balance tier. Interest accrues daily and is credited or paid on schedule.",
      "Withdrawal requests are checked against the notice period and minimum term, and early withdrawals are charged the institution's penalty. Statements show each addition, the interest earned and when funds become available.",
    ],
    features: [
      "Accounts that accept additional deposits during the term, with each addition tracked by date and rate.",
      "Rate setting by balance tier or by individual addition.",
      "Notice period and minimum term rules checked on every withdrawal request.",
      "Early withdrawal penalty calculation.",
      "Daily interest accrual with crediting, compounding or payment on schedule.",
      "Customer statements listing additions, withdrawals, interest and available funds.",
    ],
    serves: "Commercial banks that offer time deposit accounts open to further deposits during their term.",
    related: ["cd-issuance", "long-term-savings-account-software", "money-desk-software-system", "general-ledger"],
    tags: [],
  },

  "pension-management": {
    summary:
      "Administers defined benefit and defined contribution pension plans, with participant records, contributions, vesting, benefit payments and over forty pension reports.",
    description: [
      "Pension Management keeps the records a plan sponsor or trustee needs for defined benefit and defined contribution plans. Participants, beneficiaries, service history, compensation and account balances are held in one place.",
      "Employer and employee contributions are received from payroll and allocated to participant accounts and investment options. Vesting is calculated from the plan's service rules, and loans, hardship withdrawals and rollovers are processed with the required checks.",
      "Retirees are paid on schedule with withholding, and lump-sum distributions are calculated on request. Over forty pension reports cover participant statements, contribution and distribution registers, vesting, plan assets and year-end reporting.",
    ],
    features: [
      "Participant records with employment dates, service, compensation, beneficiaries and vesting status.",
      "Contribution processing from payroll files, allocated to participant accounts and investment options.",
      "Eligibility rules, vesting schedules and forfeiture handling.",
      "Participant loans, hardship withdrawals and rollovers.",
      "Retiree benefit payments with federal and state withholding and year-end tax forms.",
      "Over forty pension reports, including participant statements, contribution registers and plan asset summaries.",
      "Plan assets held through Portfolio Management, with values carried to participant balances.",
    ],
    serves:
      "Trust companies, commercial banks, investment managers, registrar/transfer/paying agents, corporations, municipalities and insurance companies that sponsor or administer pension plans.",
    related: ["ira-management", "annuities-software", "portfolio-management", "general-ledger"],
    tags: ["401k", "retirement", "benefits"],
  },

  "shareholder-accounting": {
    summary:
      "Keeps a company's register of shareholders, records transfers, issues and cancels shares, and pays dividends, for transfer agents and self-administering issuers.",
    description: [
      "Shareholder Accounting maintains the official record of who owns a company's shares. Registered holders, certificate and book-entry positions, and every transfer between holders are recorded with their supporting documents.",
      "Dividends are calculated by record date and paid by check or ACH or reinvested through a dividend reinvestment plan, with tax withholding applied. Stock splits, stock dividends and other corporate actions update every holder's position in one run.",
      "Lost certificates, restricted shares and stop-transfer instructions are tracked so that problem items are not released by mistake. Unclaimed property is aged and reported, and issuers can have holder lists and ownership reports whenever they need them.",
    ],
    features: [
      "Shareholder register with certificate and book-entry positions by class of stock.",
      "Transfer processing with documentation, restrictive legend and stop-transfer checks.",
      "Dividend calculation by record date, with cash payment or reinvestment.",
      "Corporate actions including splits, stock dividends, mergers and name changes.",
      "Lost certificate replacement with indemnity bond tracking.",
      "Unclaimed property aging and escheatment reporting.",
      "Holder lists, ownership reports and record-date lists for shareholder meetings handled in eProxy.",
    ],
    serves: "Registrar/transfer/paying agents, corporations that keep their own shareholder records, and fund managers that maintain investor registers.",
    related: ["eproxy-system", "mutual-fund", "bond-paying-agent", "payment-processing"],
    tags: ["stockholder", "registrar", "dividends"],
  },

  "eproxy-system": {
    summary:
      "Runs shareholder meeting proxy solicitation and voting online: record-date holder lists, electronic delivery of materials, vote collection and tabulation.",
    description: [
      "eProxy handles the proxy process for annual and special shareholder meetings. It takes the record-date holder list from Shareholder Accounting, assigns control numbers and sends meeting notices and materials electronically or by mail.",
      "Shareholders vote online with their control number, and paper proxy cards are entered into the same tally. Votes are checked against record-date holdings, and a later vote replaces an earlier one from the same holder.",
      "Tabulation reports show results by proposal while voting is open and give a final count for the inspector of elections. The record of notices sent and votes cast is kept for audit.",
    ],
    features: [
      "Record-date holder lists imported from Shareholder Accounting, with a control number for each holder.",
      "Electronic delivery of meeting notices and proxy materials, with mailed packages for holders who ask for paper.",
      "Online voting by control number, with paper proxy cards entered into the same tally.",
      "Vote validation against record-date holdings and handling of revoked or changed votes.",
      "Running and final tabulation by proposal, including director elections.",
      "Audit record of notices sent, materials accessed and votes cast.",
    ],
    serves: "Registrar/transfer/paying agents and corporations that hold shareholder meetings and solicit proxies.",
    related: ["shareholder-accounting", "email-option-software-feature", "web-interface", "mutual-fund"],
    tags: ["proxy", "voting"],
  },
} satisfies Record<string, ProductContent>;
