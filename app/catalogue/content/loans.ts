import type { ProductContent } from "../types";

export const LOANS = {
  "debt-collections": {
    summary:
      "Debt collections software that builds work queues of delinquent accounts, records contact attempts and promises to pay, and manages accounts through to recovery or charge-off.",
    description: [
      "Debt Collections gives collectors an organised day. Delinquent loans and receivables are pulled from the lending and billing systems each morning and placed in queues by days past due, balance, product and risk, so the accounts that matter most are worked first.",
      "Collectors see the borrower's contact details, payment history and previous conversations on one screen, and record each call, letter and outcome. Promises to pay are tracked to their date, and a broken promise returns the account to the queue automatically.",
      "Accounts that do not cure can be moved to repayment plans, assigned to outside agencies or attorneys, or recommended for charge-off with the approval your policy requires. Recoveries on charged-off accounts continue to be tracked, and reports show roll rates, collector results and agency performance.",
    ],
    features: [
      "Daily work queues by days past due, balance, product, branch and risk score.",
      "Single account view with borrower contacts, payment history, collateral and prior collection notes.",
      "Promise-to-pay tracking that requeues the account automatically when a promise is broken.",
      "Letter generation by delinquency stage, with the wording kept to your approved templates.",
      "Repayment plans and extensions recorded with their terms and approval.",
      "Placement with outside agencies and attorneys, with commission and recovery tracking.",
      "Charge-off recommendation and approval workflow, with post-charge-off recoveries recorded.",
      "Roll-rate, collector productivity and agency performance reporting.",
    ],
    serves: "Commercial banks, credit unions and corporations collecting overdue loans, card balances and trade receivables.",
    related: ["loan-processing", "accounts-receivable-software", "crm-software-system", "reo-management"],
    tags: ["delinquency", "recovery", "charge-off"],
  },

  "loan-cashier": {
    summary:
      "Loan cashier software for receiving loan payments at the branch or by mail, applying them correctly to principal, interest, escrow and fees, and issuing receipts.",
    description: [
      "Loan Cashier is used by the staff who take loan payments in person, by mail or through a lockbox. The cashier looks up the loan, sees the amount due, what is past due and any late charges, and records the payment in cash, check or by transfer from a deposit account.",
      "Each payment is split according to the loan's application order, covering fees, late charges, interest, escrow and principal, and extra amounts can be directed to principal or to a future instalment at the borrower's request. Payoffs are quoted to the day, including per-diem interest.",
      "Receipts are printed for the borrower, and the cashier's cash and checks are balanced at the end of the day. Payments pass to Loan Processing for the loan record and post to the general ledger, so the loan balance is current as soon as the payment is taken.",
    ],
    features: [
      "Loan lookup by number, borrower name or coupon scan, showing amount due, past-due and late charges.",
      "Payment application in the order set for each loan type across fees, interest, escrow and principal.",
      "Additional-principal and advance-instalment payments at the borrower's direction.",
      "Payoff quotations good through a chosen date, with per-diem interest.",
      "Cash, check and deposit-account transfer payments, with printed borrower receipts.",
      "Batch entry of mail and lockbox payments with control totals.",
      "Cashier balancing at end of day and general-ledger posting of all payments taken.",
    ],
    serves: "Commercial banks, savings institutions and credit unions that accept loan payments at branches, by mail or through lockbox services.",
    related: ["loan-processing", "teller-software", "debt-collections", "general-ledger"],
    tags: ["loan payments", "payoff"],
  },

  "loan-processing": {
    summary:
      "Loan servicing software that maintains booked commercial, consumer and mortgage loans, accruing interest, billing instalments, managing escrow and reporting delinquency.",
    description: [
      "Loan Processing is the servicing system for loans once they are on the books. It holds each loan's terms, balances, collateral and borrower details, accrues interest daily and produces billing notices and statements on the loan's schedule.",
      "Fixed and variable-rate loans, lines of credit, balloon and interest-only structures are supported, and rate changes on adjustable loans are applied from the index on their reset dates. Escrow accounts for taxes and insurance are analysed each year, and disbursements are paid as bills fall due.",
      "Delinquency is measured every day, late charges are assessed after the grace period, and past-due accounts are passed to Debt Collections. Participations sold or bought are tracked with each participant's share, and month-end reports cover the portfolio by type, rate, maturity and risk grade.",
    ],
    features: [
      "Servicing of commercial, consumer and mortgage loans, including lines of credit, balloon and interest-only structures.",
      "Daily interest accrual with 30/360, actual/360 and actual/365 day-count conventions.",
      "Adjustable-rate changes applied from the index, margin, caps and floors on each reset date.",
      "Billing notices, coupon books and periodic borrower statements.",
      "Escrow accounts for taxes and insurance with annual analysis and disbursement tracking.",
      "Late-charge assessment and daily delinquency ageing with hand-off to Debt Collections.",
      "Participations bought and sold, with each participant's share of payments and balances.",
      "Portfolio reports by loan type, rate, maturity, risk grade and officer.",
    ],
    serves: "Commercial banks, savings institutions and insurance companies that service their own commercial, consumer or mortgage loan portfolios.",
    related: ["loan-origination", "loan-cashier", "debt-collections", "general-ledger", "real-estate-software-system"],
    tags: ["loan servicing", "escrow", "mortgages"],
  },

  "loan-origination": {
    summary:
      "Loan origination software that takes applications from intake through credit analysis, underwriting decision, documentation and closing, then books the approved loan for servicing.",
    description: [
      "Loan Origination manages the path from a borrower's application to a funded loan. Loan officers enter applications, or receive them from an online channel, and the system gathers the information the credit decision will need: income, debts, collateral, credit reports and the requested terms.",
      "Underwriters work from a checklist for each product, with debt-to-income, loan-to-value and other ratios calculated for them. Applications are routed to the lending authority needed for their amount and risk, and exceptions to policy are recorded with the approver who accepted them.",
      "Once approved, the system tracks the conditions to be met before closing, produces the documents from templates, and records fees and disbursements. At closing the loan is booked into Loan Processing with its terms intact, so servicing begins without re-entry.",
    ],
    features: [
      "Application intake for consumer, mortgage and commercial loans, from branch staff or an online channel.",
      "Credit bureau retrieval and calculation of debt-to-income, loan-to-value and debt-service coverage ratios.",
      "Routing to the lending authority required by amount, product and risk grade.",
      "Policy exception recording with the approver and rationale.",
      "Pipeline reporting by stage, officer and product, including applications withdrawn or declined.",
      "Closing conditions checklist and document preparation from approved templates.",
      "Booking of the closed loan directly into Loan Processing without rekeying.",
    ],
    serves: "Commercial banks, credit unions and real-estate lenders originating consumer, mortgage and commercial loans.",
    related: ["loan-processing", "crm-software-system", "process-flow-module", "real-estate-software-system"],
    tags: ["underwriting", "loan applications", "mortgages"],
  },
} satisfies Record<string, ProductContent>;
