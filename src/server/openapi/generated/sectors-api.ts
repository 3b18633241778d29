export interface paths {
    "/v2/companies/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Screen IDX companies
         * @description Rows hold `symbol` and `company_name` only (plus `query_values` when asked). `llm_translation` is present only when `q` was given. Nothing matching is a 200 with an empty list.
         */
        get: operations["companies_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/sgx/companies/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Screen SGX companies
         * @description Rows hold `symbol` and `company_name` only (plus `query_values` when asked). `llm_translation` is present only when `q` was given. Nothing matching is a 200 with an empty list.
         */
        get: operations["sgx_companies_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/company/report/{symbol}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * IDX company report
         * @description Only the requested sections are present, with `symbol` and `company_name` always.
         */
        get: operations["company_report_retrieve_2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/sgx/company/report/{symbol}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SGX company report
         * @description Only the requested sections are present, with `symbol` and `name` always.
         */
        get: operations["sgx_company_report_retrieve_2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/financials/quarterly/{symbol}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quarterly financial statements of an IDX company */
        get: operations["financials_quarterly_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/company/get_quarterly_financial_dates/{symbol}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report dates of an IDX company’s quarterly statements */
        get: operations["company_get_quarterly_financial_dates_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * IDX companies of a sub-sector or sub-industry (v1)
         * @deprecated
         * @description `sub_sector` or `sub_industry` (or both) is required.
         */
        get: operations["companies_v1_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/daily/{symbol}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily closes of an IDX company */
        get: operations["daily_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/sgx/daily/{symbol}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily closes of an SGX company */
        get: operations["sgx_daily_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/index-daily/{index_code}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily level of an IDX index */
        get: operations["index_daily_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/idx-total/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily market capitalisation of the whole IDX
         * @description `start` may not be earlier than 2021-01-01.
         */
        get: operations["idx_total_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subsector/report/{sub_sector}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** IDX sub-sector report */
        get: operations["subsector_report_retrieve_2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/companies/top-changes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** IDX top gainers and losers over several periods */
        get: operations["companies_top_changes_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/most-traded/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most traded IDX stocks of each day */
        get: operations["most_traded_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/sgx/companies/top/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SGX leaders on yield, revenue, earnings, market cap and P/E */
        get: operations["sgx_companies_top_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/free-float/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Free float of the IDX companies of one classification
         * @description Exactly one classification is required: none, or several, is a 400.
         */
        get: operations["free_float_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listing-performance/{symbol}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** IPO details and price change since listing of an IDX company */
        get: operations["listing_performance_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/mining/license-auctions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mining licence auctions */
        get: operations["mining_license_auctions_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/mining/license-auctions/{wiup_code}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One mining licence auction, with its phases and participants */
        get: operations["mining_license_auctions_retrieve_2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subsectors/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** IDX sub-sectors */
        get: operations["subsectors_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/industries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** IDX industries */
        get: operations["industries_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/subindustries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** IDX sub-industries */
        get: operations["subindustries_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/sgx/subsectors/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SGX sub-sectors */
        get: operations["sgx_subsectors_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/sgx/sectors/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SGX sectors */
        get: operations["sgx_sectors_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/tags/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** IDX news and filing tags */
        get: operations["tags_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/sgx/tags/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SGX news tags */
        get: operations["sgx_tags_retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ScreenerError: {
            error: string;
            message: string;
            position?: number;
            parameter?: string;
            natural_query?: string;
            suggestions?: string[];
        };
        EndpointError: {
            error: string;
        };
        AuthError: {
            detail: string;
            code: string;
        };
        ScreenerPage: {
            results: {
                symbol: string;
                company_name: string;
                query_values?: {
                    [key: string]: number | string | boolean | null | unknown[] | {
                        [key: string]: unknown;
                    };
                };
            }[];
            pagination: {
                total_count: number;
                showing: number;
                limit: number;
                offset: number;
                has_next: boolean;
                has_previous: boolean;
                next_offset: number | null;
                previous_offset: number | null;
            };
            llm_translation?: {
                natural_query: string;
                translated_params: {
                    where: string | null;
                    order_by: string | null;
                    limit: number | null;
                    offset: number | null;
                    include_query_values?: boolean;
                };
                message: string | null;
            };
            query_values?: {
                year: number;
                country: string;
            };
        };
        IdxCompanyReport: {
            symbol: string;
            company_name: string;
            overview?: {
                listing_board: string | null;
                industry: string;
                sub_industry: string;
                sector: string;
                sub_sector: string;
                market_cap: number | null;
                market_cap_rank: number | null;
                address: string | null;
                employee_num: number | null;
                employee_num_rank: number | null;
                listing_date: string | null;
                website: string | null;
                phone: string | null;
                email: string | null;
                last_close_price: number | null;
                latest_close_date: string | null;
                daily_close_change: number | null;
                all_time_price: {
                    ytd_low: {
                        [key: string]: number;
                    } | null;
                    "52_w_low": {
                        [key: string]: number;
                    } | null;
                    "90_d_low": {
                        [key: string]: number;
                    } | null;
                    ytd_high: {
                        [key: string]: number;
                    } | null;
                    "52_w_high": {
                        [key: string]: number;
                    } | null;
                    "90_d_high": {
                        [key: string]: number;
                    } | null;
                    all_time_low: {
                        [key: string]: number;
                    } | null;
                    all_time_high: {
                        [key: string]: number;
                    } | null;
                };
                esg_score: number | null;
                tags: string[] | null;
                indices: string[] | null;
                affiliates: string[] | null;
            };
            valuation?: {
                last_close_price: number | null;
                latest_close_date: string | null;
                daily_close_change: number | null;
                forward_pe: number | null;
                intrinsic_value: number | null;
                historical_valuation: {
                    pe: number | null;
                    pb: number | null;
                    ps: number | null;
                    pcf: number | null;
                    peg: number | null;
                    pe_peer_avg: number | null;
                    pb_peer_avg: number | null;
                    ps_peer_avg: number | null;
                    enterprise_to_ebitda: number | null;
                    enterprise_to_revenue: number | null;
                    year: number;
                }[];
            };
            future?: {
                company_value_forecasts: {
                    eps_estimate: number | null;
                    estimate_year: number;
                    revenue_estimate: number | null;
                }[] | null;
                company_growth_forecasts: {
                    base_year: number;
                    estimate_year: number;
                    eps_growth: number | null;
                    revenue_growth: number | null;
                }[] | null;
                analyst_rating_breakdown: {
                    strong_buy: number;
                    buy: number;
                    hold: number;
                    sell: number;
                    strong_sell: number;
                    n_analyst: number;
                    updated_on: string;
                } | null;
            };
            peers?: {
                peers_data: {
                    companies: {
                        symbol: string;
                        company_name: string;
                        year: number | null;
                        group: string[];
                        market_cap: number | null;
                        net_income: number | null;
                        total_assets: number | null;
                        total_equity: number | null;
                        total_liabilities: number | null;
                        pretax_income: number | null;
                        total_revenue: number | null;
                        operating_expense: number | null;
                        pe_ttm: number | null;
                        pb_mrq: number | null;
                        yearly_mcap_chg: number | null;
                        employee_num: number | null;
                        revenue_breakdown: {
                            class: string;
                            category: string;
                            amount: number;
                        }[] | null;
                        int_income_breakdown: {
                            class: string;
                            category: string;
                            amount: number;
                        }[] | null;
                        operating_expense_breakdown: {
                            class: string;
                            category: string;
                            amount: number;
                        }[] | null;
                    }[];
                    group_name: {
                        sector: string;
                        sub_sector: string;
                        industry: string;
                        sub_industry: string;
                    };
                };
            }[];
            financials?: {
                eps: number | null;
                historical_eps: {
                    [key: string]: {
                        eps: number | null;
                        eps_growth: number | null;
                    };
                };
                historical_financials: {
                    revenue: number | null;
                    cost_of_revenue: number | null;
                    gross_profit: number | null;
                    operating_expense: number | null;
                    operating_pnl: number | null;
                    ebit: number | null;
                    ebitda: number | null;
                    earnings_before_tax: number | null;
                    tax: number | null;
                    earnings: number | null;
                    non_operating_income_or_loss: number | null;
                    interest_expense_non_operating: number | null;
                    total_assets: number | null;
                    total_liabilities: number | null;
                    total_equity: number | null;
                    total_debt: number | null;
                    net_debt: number | null;
                    long_term_debt: number | null;
                    short_term_debt: number | null;
                    current_assets: number | null;
                    current_liabilities: number | null;
                    non_current_liabilities: number | null;
                    fixed_assets: number | null;
                    inventories: number | null;
                    prepaid_assets: number | null;
                    retained_earnings: number | null;
                    cash_only: number | null;
                    cash_and_equivalents: number | null;
                    outstanding_shares: number | null;
                    free_cash_flow: number | null;
                    operating_cash_flow: number | null;
                    investing_cash_flow: number | null;
                    financing_cash_flow: number | null;
                    net_cash_flow: number | null;
                    end_cash_position: number | null;
                    cash_inflow: number | null;
                    cash_outflow: number | null;
                    capital_expenditure: number | null;
                    realized_capital_goods_investment: number | null;
                    interest_income: number | null;
                    interest_expense: number | null;
                    net_interest_income: number | null;
                    non_interest_income: number | null;
                    gross_loan: number | null;
                    net_loan: number | null;
                    allowance_for_loans: number | null;
                    provision: number | null;
                    current_account: number | null;
                    savings_account: number | null;
                    time_deposit: number | null;
                    total_deposit: number | null;
                    total_cash_and_due_from_banks: number | null;
                    credit_rwa: number | null;
                    market_rwa: number | null;
                    operational_rwa: number | null;
                    total_risk_weighted_asset: number | null;
                    core_capital_tier1: number | null;
                    supplementary_capital_tier2: number | null;
                    total_capital: number | null;
                    high_quality_liquid_asset: number | null;
                    non_loan_assets: number | null;
                    non_loan_earning_assets: number | null;
                    non_loan_non_earning_assets: number | null;
                    non_interest_bearing_liabilities: number | null;
                    other_interest_bearing_liabilities: number | null;
                    premium_income: number | null;
                    premium_expense: number | null;
                    net_premium_income: number | null;
                    year: number;
                    industry_breakdown: {
                        [key: string]: unknown;
                    } | null;
                }[];
                historical_financial_ratio: {
                    year: string;
                    leverage: {
                        debt_to_asset_ratio: number | null;
                        debt_to_equity_ratio: number | null;
                        cash_flow_to_debt_ratio: number | null;
                        interest_coverage_ratio: number | null;
                    };
                    liquidity: {
                        current_ratio: number | null;
                        operating_cash_flow_margin: number | null;
                        casa_ratio: number | null;
                        leverage_ratio: number | null;
                        loan_to_deposit_ratio: number | null;
                        liquidity_coverage_ratio: number | null;
                    };
                    efficiency: {
                        total_asset_turnover: number | null;
                        fixed_asset_turnover: number | null;
                    };
                    profitability: {
                        roa: number | null;
                        roe: number | null;
                        net_profit_margin: number | null;
                        gross_profit_margin: number | null;
                        operating_profit_margin: number | null;
                        efficiency_ratio: number | null;
                        net_interest_margin: number | null;
                        cost_to_income_ratio: number | null;
                    };
                    capital: {
                        capital_adequacy_ratio: number | null;
                    };
                }[];
                yoy_quarter_earnings_growth: number | null;
                yoy_quarter_revenue_growth: number | null;
            };
            dividend?: {
                historical_dividends: {
                    [key: string]: {
                        breakdown: {
                            date: string;
                            total: number;
                            yield: number | null;
                        }[];
                        total_dividend: number;
                        total_yield: number | null;
                    };
                };
                upcoming_dividends: {
                    date: string;
                    total: number;
                }[] | null;
                yield_ttm: number | null;
                dividend_yield_avg: {
                    period: number;
                    avg_yield: number | null;
                } | null;
                dividend_ttm: number | null;
                payout_ratio: number | null;
                cash_payout_ratio: number | null;
                last_ex_dividend_date: string | null;
            };
            management?: {
                key_executives: {
                    name: string;
                    position: string;
                }[];
                executives_shareholdings: {
                    name: string;
                    position: string;
                    share_amount: number;
                    share_percentage: number;
                }[] | null;
            };
            ownership?: {
                major_shareholders: {
                    name: string;
                    symbol?: string;
                    share_value: number;
                    share_amount: number;
                    share_percentage: string;
                }[];
                top_transactions: {
                    date: string;
                    top_buyers: {
                        name: string;
                        changeAmount: number;
                    }[];
                    top_sellers: {
                        name: string;
                        changeAmount: number;
                    }[];
                } | null;
                institutional_transaction_flow: {
                    date: string;
                    net_transaction: number;
                }[];
                whale_investors: string[];
                conglomerates_group: string[];
            };
        };
        SgxCompanyReport: {
            symbol: string;
            name: string;
            overview?: {
                market_cap: number | null;
                volume: number | null;
                employee_num: number | null;
                sector: string;
                sub_sector: string;
                tags: string[] | null;
                last_close_price: number | null;
                change_1d: number | null;
                change_7d: number | null;
                change_1m: number | null;
                change_1y: number | null;
                change_3y: number | null;
                change_ytd: number | null;
                all_time_price: {
                    ytd_low: {
                        [key: string]: number;
                    } | null;
                    "52_w_low": {
                        [key: string]: number;
                    } | null;
                    "90_d_low": {
                        [key: string]: number;
                    } | null;
                    ytd_high: {
                        [key: string]: number;
                    } | null;
                    "52_w_high": {
                        [key: string]: number;
                    } | null;
                    "90_d_high": {
                        [key: string]: number;
                    } | null;
                    all_time_low: {
                        [key: string]: number;
                    } | null;
                    all_time_high: {
                        [key: string]: number;
                    } | null;
                };
            };
            valuation?: {
                pe: number | null;
                pb: number | null;
                ps: number | null;
                pcf: number | null;
                beta: number | null;
            };
            financials?: {
                historical_financials: {
                    [key: string]: {
                        revenue: number | null;
                        earnings: number | null;
                        date?: string;
                        updated_on?: string;
                        cash_flow_metrics?: {
                            net_cash_flow?: number | null;
                            free_cash_flow?: number | null;
                            capital_expenditure?: number | null;
                            financing_cash_flow?: number | null;
                            investing_cash_flow?: number | null;
                            operating_cash_flow?: number | null;
                        };
                        income_stmt_metrics?: {
                            gross_income?: number | null;
                            cost_of_revenue?: number | null;
                            operating_income?: number | null;
                            operating_expense?: number | null;
                            ebit?: number | null;
                            ebitda?: number | null;
                            pretax_income?: number | null;
                            income_taxes?: number | null;
                            interest_income?: number | null;
                            interest_expense?: number | null;
                            net_interest_income?: number | null;
                            net_fee_and_commission_income?: number | null;
                            net_trading_income?: number | null;
                        };
                        balance_sheet_metrics?: {
                            total_asset?: number | null;
                            total_equity?: number | null;
                            total_liabilities?: number | null;
                            working_capital?: number | null;
                            total_current_asset?: number | null;
                            total_non_current_asset?: number | null;
                            net_loan?: number | null;
                            gross_loan?: number | null;
                            total_deposit?: number | null;
                            core_capital_tier1?: number | null;
                            total_risk_weighted_asset?: number | null;
                        };
                    };
                };
                eps: number | null;
                gross_margin: number | null;
                operating_margin: number | null;
                net_profit_margin: number | null;
                one_year_eps_growth: number | null;
                one_year_sales_growth: number | null;
                quick_ratio: number | null;
                current_ratio: number | null;
                debt_to_equity: number | null;
            };
            dividend?: {
                dividend_yield_5y_avg: number | null;
                dividend_growth_rate: number | null;
                payout_ratio: number | null;
                forward_dividend: number | null;
                forward_dividend_yield: number | null;
                dividend_ttm: number | null;
                historical_dividends: {
                    [key: string]: {
                        breakdown: {
                            date: string;
                            total: number;
                            yield: number | null;
                        }[];
                        total_dividend: number;
                        total_yield: number | null;
                    };
                };
            };
        };
        QuarterlyFinancials: {
            symbol: string;
            financials_sector_metrics?: {
                interest_income: number | null;
                interest_expense: number | null;
                net_interest_income: number | null;
                gross_loan: number | null;
                allowance_for_loans: number | null;
                net_loan: number | null;
                total_earning_assets: number | null;
                current_account: number | null;
                savings_account: number | null;
                time_deposit: number | null;
                total_deposit: number | null;
                other_interest_bearing_liabilities: number | null;
                total_cash_and_due_from_banks: number | null;
            };
            date: string;
            premium_income: number | null;
            premium_expense: number | null;
            net_premium_income: number | null;
            non_interest_income: number | null;
            revenue: number | null;
            operating_expense: number | null;
            provision: number | null;
            operating_pnl: number | null;
            non_operating_income_or_loss: number | null;
            earnings_before_tax: number | null;
            tax: number | null;
            minorities: number | null;
            earnings: number | null;
            gross_profit: number | null;
            interest_expense_non_operating: number | null;
            ebit: number | null;
            ebitda: number | null;
            cost_of_revenue: number | null;
            total_assets: number | null;
            non_interest_bearing_liabilities: number | null;
            cash_only: number | null;
            total_liabilities: number | null;
            total_equity: number | null;
            total_debt: number | null;
            stockholders_equity: number | null;
            total_non_current_assets: number | null;
            current_liabilities: number | null;
            cash_and_short_term_investments: number | null;
            non_loan_assets: number | null;
            total_current_asset: number | null;
            total_non_current_liabilities: number | null;
            financing_cash_flow: number | null;
            operating_cash_flow: number | null;
            investing_cash_flow: number | null;
            net_cash_flow: number | null;
            free_cash_flow: number | null;
            realized_capital_goods_investment: number | null;
        }[];
        QuarterlyFinancialDates: {
            [key: string]: [
                string,
                string
            ][];
        };
        CompanyList: {
            symbol: string;
            company_name: string;
            sorted_by: number | string | null;
        }[];
        IdxDaily: {
            symbol: string;
            date: string;
            close: number;
            volume: number;
            market_cap: number;
        }[];
        SgxDaily: {
            symbol: string;
            date: string;
            close: number | null;
            volume: number | null;
        }[];
        IndexDaily: {
            index_code: string;
            date: string;
            price: number;
        }[];
        IdxTotal: {
            date: string;
            idx_total_market_cap: number;
        }[];
        SubsectorReport: {
            sector: string;
            sub_sector: string;
            statistics?: {
                total_companies: number;
                filtered_median_pe: number | null;
                filtered_weighted_avg_pe: number | null;
                min_company_pe: number | null;
                max_company_pe: number | null;
            };
            market_cap?: {
                total_market_cap: number;
                avg_market_cap: number | null;
                quarterly_market_cap: {
                    prev_ttm_mcap: {
                        [key: string]: number;
                    };
                    current_ttm_mcap: {
                        [key: string]: number;
                    };
                    current_ttm_mcap_pavg: {
                        [key: string]: number;
                    };
                };
                mcap_summary: {
                    mcap_change: {
                        "1w": number | null;
                        "1y": number | null;
                        ytd: number | null;
                    };
                    monthly_performance: {
                        [key: string]: number;
                    };
                    performance_quantile: number | null;
                };
            };
            stability?: {
                weighted_max_drawdown: number | null;
                weighted_rsd_close: number | null;
            };
            valuation?: {
                historical_valuation: {
                    [key: string]: {
                        pb: number | null;
                        pe: number | null;
                        ps: number | null;
                        pcf: number | null;
                        pb_rank: number | null;
                        pe_rank: number | null;
                        ps_rank: number | null;
                        pcf_rank: number | null;
                    };
                };
            };
            growth?: {
                weighted_avg_growth_data: {
                    [key: string]: {
                        avg_annual_earning_growth: number | null;
                        avg_annual_revenue_growth: number | null;
                    };
                };
                growth_forecasts: {
                    [key: string]: {
                        base_year: number;
                        eps_growth: number | null;
                        revenue_growth: number | null;
                    };
                };
            };
            companies?: {
                top_companies: {
                    top_mcap: {
                        [key: string]: {
                            name: string;
                            market_cap: number | null;
                        };
                    };
                    top_growth: {
                        [key: string]: {
                            name: string;
                            revenue_growth: number | null;
                        };
                    };
                    top_profit: {
                        [key: string]: {
                            name: string;
                            profit_ttm: number | null;
                        };
                    };
                    top_revenue: {
                        [key: string]: {
                            name: string;
                            revenue_ttm: number | null;
                        };
                    };
                };
                top_change_companies: {
                    [key: string]: {
                        pe: number | null;
                        "1yr": number | null;
                        "1mth": number | null;
                        name: string;
                        last_close: number | null;
                    };
                };
            };
        };
        TopChanges: {
            top_gainers?: {
                [key: string]: {
                    name: string;
                    symbol: string;
                    price_change: number;
                    last_close_price: number;
                    latest_close_date: string;
                }[];
            };
            top_losers?: {
                [key: string]: {
                    name: string;
                    symbol: string;
                    price_change: number;
                    last_close_price: number;
                    latest_close_date: string;
                }[];
            };
        };
        MostTraded: {
            [key: string]: {
                symbol: string;
                company_name: string;
                volume: number;
                price: number;
            }[];
        };
        SgxTop: {
            dividend_yield?: {
                symbol: string;
                company_name: string;
                forward_dividend_yield: number | null;
            }[];
            revenue?: {
                symbol: string;
                company_name: string;
                revenue: number | null;
            }[];
            earnings?: {
                symbol: string;
                company_name: string;
                earnings: number | null;
            }[];
            market_cap?: {
                symbol: string;
                company_name: string;
                market_cap: number | null;
            }[];
            pe?: {
                symbol: string;
                company_name: string;
                pe: number | null;
            }[];
        };
        FreeFloat: {
            symbol: string;
            company_name: string;
            free_float: number;
        }[];
        ListingPerformance: {
            symbol: string;
            chg_7d: number | null;
            chg_30d: number | null;
            chg_90d: number | null;
            chg_365d: number | null;
            company_name: string | null;
            listing_date: string | null;
            shares_offered: number | null;
            percent_total_shares: number | null;
            book_building_start_date: string | null;
            book_building_end_date: string | null;
            book_building_lower_bound: number | null;
            book_building_upper_bound: number | null;
            offering_start_date: string | null;
            offering_end_date: string | null;
            offering_price: number | null;
            distribution_date: string | null;
            prospectus_url: string | null;
            additional_info_url: string | null;
        };
        AuctionsPage: {
            results: {
                commodity_type: string;
                city: string;
                province: string;
                company_name: string | null;
                winner_date: string | null;
                licensed_area_ha: number;
                license_number: string;
                area_type: string;
                kdi: string;
                wiup_code: string;
                auction_status: string;
                participant_count: number;
                winner: boolean;
                company_slug: string | null;
            }[];
            pagination: {
                total_count: number;
                showing: number;
                limit: number;
                offset: number;
                has_next: boolean;
                has_previous: boolean;
                next_offset: number | null;
                previous_offset: number | null;
            };
        };
        AuctionDetail: {
            commodity_type: string;
            city: string;
            province: string;
            company_name: string | null;
            winner_date: string | null;
            licensed_area_ha: number;
            license_number: string;
            area_type: string;
            kdi: string;
            wiup_code: string;
            auction_status: string;
            participant_count: number;
            winner: boolean;
            company_slug: string | null;
            created_at: string;
            last_modified: string;
            phases: {
                order: number;
                description: string;
                start_date: string | null;
                end_date: string | null;
            }[];
            participants: {
                NIB: string;
                company_name: string;
                email: string;
                qualification_result: string;
            }[];
        };
        Subsectors: {
            sector: string;
            subsector: string;
        }[];
        Industries: {
            subsector: string;
            industry: string;
        }[];
        Subindustries: {
            industry: string;
            sub_industry: string;
        }[];
        SgxSectors: string[];
        Tags: string[];
        SgxTags: {
            tags: string[];
        };
    };
    responses: {
        /** @description No key in `Authorization`. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Authentication credentials were not provided.",
                 *       "code": "not_authenticated"
                 *     }
                 */
                "application/json": components["schemas"]["AuthError"];
            };
        };
        /** @description The key is not valid. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "The API key is not valid.",
                 *       "code": "invalid_api_key"
                 *     }
                 */
                "application/json": components["schemas"]["AuthError"];
            };
        };
        /** @description Too many requests; free of charge. */
        RateLimited: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Rate limit exceeded. Consider upgrading."
                 *     }
                 */
                "application/json": components["schemas"]["EndpointError"];
            };
        };
        /** @description Too many requests; free of charge. */
        ScreenerRateLimited: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "RATE_LIMIT_EXCEEDED",
                 *       "message": "Rate limit exceeded. Consider upgrading."
                 *     }
                 */
                "application/json": components["schemas"]["ScreenerError"];
            };
        };
        /** @description The server is busy; try again shortly. */
        Busy: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The server is busy; try again shortly."
                 *     }
                 */
                "application/json": components["schemas"]["EndpointError"];
            };
        };
        /** @description The server is busy; try again shortly. */
        ScreenerBusy: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "SERVICE_UNAVAILABLE",
                 *       "message": "The server is busy; try again shortly."
                 *     }
                 */
                "application/json": components["schemas"]["ScreenerError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    companies_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description Conditions in the where language: `=`, `!=`, `<`, `<=`, `>`, `>=`, `like`, `in [...]`, `is not null`, `and`, `or`, parentheses and arithmetic; yearly fields as `revenue[2024]`. Ignored when `q` is given.
                 * @example sub_sector = 'banks' and pe_ttm < 15
                 */
                where?: string;
                /**
                 * @description A question in words, translated into where/order_by/limit; every other parameter is then ignored.
                 * @example top 3 banks by market cap
                 */
                q?: string;
                /**
                 * @description A field or an arithmetic expression; a leading `-` sorts descending; several separated by commas.
                 * @example -market_cap
                 */
                order_by?: string;
                /**
                 * @description Sort descending (the older form of a `-` prefix).
                 * @example true
                 */
                desc?: boolean;
                /**
                 * @description Rows per page, at most 200.
                 * @example 3
                 */
                limit?: number;
                /**
                 * @description Rows to skip.
                 * @example 3
                 */
                offset?: number;
                /**
                 * @description Add to each row the values of every field named in `where` and `order_by`.
                 * @example true
                 */
                include_query_values?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of matching companies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScreenerPage"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INVALID_LIMIT",
                     *       "message": "LIMIT must be a positive integer up to 200."
                     *     }
                     */
                    "application/json": components["schemas"]["ScreenerError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ScreenerRateLimited"];
            503: components["responses"]["ScreenerBusy"];
        };
    };
    sgx_companies_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description Conditions in the where language: `=`, `!=`, `<`, `<=`, `>`, `>=`, `like`, `in [...]`, `is not null`, `and`, `or`, parentheses and arithmetic; yearly fields as `revenue[2024]`. Ignored when `q` is given.
                 * @example market_cap > 1000000000
                 */
                where?: string;
                /**
                 * @description A question in words, translated into where/order_by/limit; every other parameter is then ignored.
                 * @example top 3 banks by market cap
                 */
                q?: string;
                /**
                 * @description A field or an arithmetic expression; a leading `-` sorts descending; several separated by commas.
                 * @example -market_cap
                 */
                order_by?: string;
                /**
                 * @description Sort descending (the older form of a `-` prefix).
                 * @example true
                 */
                desc?: boolean;
                /**
                 * @description Rows per page, at most 200.
                 * @example 3
                 */
                limit?: number;
                /**
                 * @description Rows to skip.
                 * @example 3
                 */
                offset?: number;
                /**
                 * @description Add to each row the values of every field named in `where` and `order_by`.
                 * @example true
                 */
                include_query_values?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of matching companies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScreenerPage"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "INVALID_LIMIT",
                     *       "message": "LIMIT must be a positive integer up to 200."
                     *     }
                     */
                    "application/json": components["schemas"]["ScreenerError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["ScreenerRateLimited"];
            503: components["responses"]["ScreenerBusy"];
        };
    };
    company_report_retrieve_2: {
        parameters: {
            query?: {
                /**
                 * @description The sections to include; all when absent. Comma-separated: overview, valuation, future, peers, financials, dividend, management, ownership.
                 * @example overview
                 */
                sections?: ("overview" | "valuation" | "future" | "peers" | "financials" | "dividend" | "management" | "ownership")[];
            };
            header?: never;
            path: {
                /** @description An IDX ticker, with or without `.JK`, any case: `BBCA`, `bbca.jk`. */
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requested sections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdxCompanyReport"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Nothing has that symbol or code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Given stock symbol does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    sgx_company_report_retrieve_2: {
        parameters: {
            query?: {
                /**
                 * @description The sections to include; all when absent. Comma-separated: overview, valuation, financials, dividend.
                 * @example overview
                 */
                sections?: ("overview" | "valuation" | "financials" | "dividend")[];
            };
            header?: never;
            path: {
                /** @description An SGX ticker, with or without `.SI`: `D05`. */
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requested sections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SgxCompanyReport"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Nothing has that symbol or code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Given stock symbol does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    financials_quarterly_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description The quarter ending on this date (or, with `approx`, the latest ending on or before it).
                 * @example 2026-06-30
                 */
                report_date?: string;
                /**
                 * @description Take the latest quarter ending on or before `report_date`.
                 * @example false
                 */
                approx?: boolean;
                /**
                 * @description How many quarters, latest first (default 1).
                 * @example 4
                 */
                n_quarters?: number;
            };
            header?: never;
            path: {
                /** @description An IDX ticker, with or without `.JK`, any case: `BBCA`, `bbca.jk`. */
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quarters, latest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuarterlyFinancials"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Nothing has that symbol or code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Given stock symbol does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    company_get_quarterly_financial_dates_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An IDX ticker, with or without `.JK`, any case: `BBCA`, `bbca.jk`. */
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Report dates keyed by fiscal year, each a [date, quarter] pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuarterlyFinancialDates"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Nothing has that symbol or code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Given stock symbol does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    companies_v1_list: {
        parameters: {
            query?: {
                /**
                 * @description A sub-sector slug (`banks`).
                 * @example banks
                 */
                sub_sector?: string;
                /**
                 * @description A sub-industry slug (`banks`).
                 * @example banks
                 */
                sub_industry?: string;
                /**
                 * @description The figure to sort on.
                 * @example market_cap
                 */
                sort_by?: "market_cap" | "dividend_yield" | "total_dividend" | "revenue" | "earnings" | "pb" | "pe" | "ps" | "symbol" | "company_name";
                /**
                 * @description Sort descending.
                 * @example true
                 */
                desc?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The companies with their headline figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyList"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    daily_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description First day; default 30 days before `end`. A window longer than 90 days is cut to the 90 ending at `end`.
                 * @example 2026-10-01
                 */
                start?: string;
                /**
                 * @description Last day; default today. A future date is refused.
                 * @example 2026-10-30
                 */
                end?: string;
            };
            header?: never;
            path: {
                /** @description An IDX ticker, with or without `.JK`, any case: `BBCA`, `bbca.jk`. */
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per trading day, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdxDaily"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Nothing has that symbol or code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Given stock symbol does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    sgx_daily_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description First day; default 30 days before `end`. A window longer than 90 days is cut to the 90 ending at `end`.
                 * @example 2026-10-01
                 */
                start?: string;
                /**
                 * @description Last day; default today. A future date is refused.
                 * @example 2026-10-30
                 */
                end?: string;
            };
            header?: never;
            path: {
                /** @description An SGX ticker: `D05`. */
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per trading day, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SgxDaily"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Nothing has that symbol or code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Given stock symbol does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    index_daily_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description First day; default 30 days before `end`. A window longer than 90 days is cut to the 90 ending at `end`.
                 * @example 2026-10-01
                 */
                start?: string;
                /**
                 * @description Last day; default today. A future date is refused.
                 * @example 2026-10-30
                 */
                end?: string;
            };
            header?: never;
            path: {
                /** @description An index code, lower case: ftse, idx30, idxbumn20, idxesgl, idxg30, idxhidiv20, idxq30, idxv30, ihsg, jii70, kompas100, lq45, sminfra18, srikehati, sti, economic30, idxvesta28. */
                index_code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per trading day, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexDaily"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    idx_total_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description First day; default 30 days before `end`. A window longer than 90 days is cut to the 90 ending at `end`.
                 * @example 2026-10-01
                 */
                start?: string;
                /**
                 * @description Last day; default today. A future date is refused.
                 * @example 2026-10-30
                 */
                end?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per trading day, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdxTotal"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    subsector_report_retrieve_2: {
        parameters: {
            query?: {
                /**
                 * @description The sections to include; all when absent. Comma-separated: statistics, market_cap, stability, valuation, growth, companies.
                 * @example statistics
                 */
                sections?: ("statistics" | "market_cap" | "stability" | "valuation" | "growth" | "companies")[];
            };
            header?: never;
            path: {
                /** @description An IDX sub-sector slug (`banks`). */
                sub_sector: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requested sections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubsectorReport"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Nothing has that symbol or code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Given stock symbol does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    companies_top_changes_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description The lists; both when absent. Comma-separated: top_gainers, top_losers.
                 * @example top_gainers
                 */
                classifications?: ("top_gainers" | "top_losers")[];
                /**
                 * @description The periods; all when absent. Comma-separated: 1d, 7d, 14d, 30d, 365d.
                 * @example 1d
                 */
                periods?: ("1d" | "7d" | "14d" | "30d" | "365d")[];
                /**
                 * @description Rows per list, at most 10.
                 * @example 3
                 */
                n_stock?: number;
                /**
                 * @description Smallest market cap, billion IDR.
                 * @example 0
                 */
                min_mcap_billion?: number;
                /**
                 * @description An IDX sub-sector slug (`banks`).
                 * @example banks
                 */
                sub_sector?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lists keyed by classification, then period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopChanges"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    most_traded_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description First day; default 30 days before `end`. A window longer than 90 days is cut to the 90 ending at `end`.
                 * @example 2026-10-01
                 */
                start?: string;
                /**
                 * @description Last day; default today. A future date is refused.
                 * @example 2026-10-30
                 */
                end?: string;
                /**
                 * @description Rows per list, at most 10.
                 * @example 3
                 */
                n_stock?: number;
                /**
                 * @description Rank on traded value (volume × close) rather than volume.
                 * @example true
                 */
                adjusted?: boolean;
                /**
                 * @description An IDX sub-sector slug (`banks`).
                 * @example banks
                 */
                sub_sector?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lists keyed by trading day, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MostTraded"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    sgx_companies_top_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description The lists; all when absent. Comma-separated: dividend_yield, revenue, earnings, market_cap, pe.
                 * @example dividend_yield
                 */
                classifications?: ("dividend_yield" | "revenue" | "earnings" | "market_cap" | "pe")[];
                /**
                 * @description Rows per list, at most 10.
                 * @example 3
                 */
                n_stock?: number;
                /**
                 * @description An SGX sector slug (see `/v2/sgx/sectors/`).
                 * @example basic-materials
                 */
                sector?: string;
                /**
                 * @description Smallest market cap, million SGD.
                 * @example 0
                 */
                min_mcap_million?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lists keyed by classification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SgxTop"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    free_float_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description An IDX sector slug (`financials`).
                 * @example financials
                 */
                sector?: string;
                /**
                 * @description An IDX sub-sector slug (`banks`).
                 * @example banks
                 */
                sub_sector?: string;
                /**
                 * @description An IDX industry slug (`banks`).
                 * @example banks
                 */
                industry?: string;
                /**
                 * @description An IDX sub-industry slug (`banks`).
                 * @example banks
                 */
                sub_industry?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Companies, highest free float first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreeFloat"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    listing_performance_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An IDX ticker, with or without `.JK`, any case: `BBCA`, `bbca.jk`. */
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The listing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingPerformance"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Nothing has that symbol or code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Given stock symbol does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    mining_license_auctions_retrieve: {
        parameters: {
            query?: {
                /**
                 * @description The province.
                 * @example Bengkulu
                 */
                province?: "Bengkulu" | "Gorontalo" | "Kalimantan Tengah" | "Maluku Utara" | "Nusa Tenggara Barat" | "Sulawesi Selatan" | "Sulawesi Utara" | "Sumatera Selatan";
                /**
                 * @description The commodity.
                 * @example Coal
                 */
                commodity_type?: "Coal" | "Copper" | "Gold" | "Nickel";
                /**
                 * @description The kind of licence area.
                 * @example WIUP
                 */
                area_type?: "WIUP" | "WIUPK";
                /**
                 * @description The auction status, as the ministry writes it.
                 * @example Lelang Selesai
                 */
                status?: string;
                /**
                 * @description Auctions a company (any part of its name) took part in.
                 * @example Tambang
                 */
                participant?: string;
                /**
                 * @description With `participant`: only auctions it qualified in.
                 * @example true
                 */
                qualified?: boolean;
                /**
                 * @description At least this many participants.
                 * @example 2
                 */
                min_participants?: number;
                /**
                 * @description The order; a leading `-` is descending.
                 * @example winner_date
                 */
                order_by?: "winner_date" | "-winner_date" | "participant_count" | "-participant_count" | "licensed_area_ha" | "-licensed_area_ha" | "commodity_type" | "-commodity_type";
                /**
                 * @description Rows per page, at most 30.
                 * @example 2
                 */
                limit?: number;
                /**
                 * @description Rows to skip.
                 * @example 2
                 */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of auctions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuctionsPage"];
                };
            };
            /** @description A parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Invalid sections provided: foo."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    mining_license_auctions_retrieve_2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The licence area code. */
                wiup_code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The auction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuctionDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Nothing has that symbol or code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Given stock symbol does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointError"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    subsectors_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each sub-sector with its sector. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subsectors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    industries_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each industry with its sub-sector. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Industries"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    subindustries_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each sub-industry with its industry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subindustries"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    sgx_subsectors_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each sub-sector with its sector. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subsectors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    sgx_sectors_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sector slugs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SgxSectors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    tags_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tag slugs, A to Z. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tags"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
    sgx_tags_retrieve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tag slugs, A to Z. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SgxTags"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Busy"];
        };
    };
}
