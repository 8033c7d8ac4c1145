// The public surface of @showroom/api-client (65 names), written by scripts/apiReport.ts: do not edit.
export declare const RECAPTCHA_UNREACHABLE: "The reCAPTCHA check could not be loaded.";
export declare const createDealRunner: (initial: import("core/src/index").DealState, ports: import("api-client/src/index").DealRunnerPorts, transition?: (state: import("core/src/index").DealState, event: import("core/src/index").DealEvent) => import("core/src/index").DealTransition) => import("api-client/src/index").DealRunner;
export declare const createFinanceRunner: (initial: import("core/src/index").FinanceState, ports: import("api-client/src/index").FinanceRunnerPorts, transition?: (state: import("core/src/index").FinanceState, event: import("core/src/index").FinanceEvent) => import("core/src/index").FinanceStep) => import("api-client/src/index").FinanceRunner;
export declare const createShowroomClient: (options: import("api-client/src/client").ShowroomClientOptions) => { searchVehicles(query?: import("api-client/src/types").VehicleSearchQuery): Promise<import("api-client/src/errors").Result<import("api-client/src/types").VehiclePage>>; listVehicleFacets(): Promise<import("api-client/src/errors").Result<import("api-client/src/types").StockFacets>>; listVehicleIndex(query?: { offset?: number; limit?: number; }): Promise<import("api-client/src/errors").Result<import("api-client/src/types").VehicleIndex>>; getVehicleBySlug(slug: string): Promise<import("api-client/src/errors").Result<import("api-client/src/types").Vehicle>>; getVehicleById(stockId: number): Promise<import("api-client/src/errors").Result<import("api-client/src/types").Vehicle>>; getVehicleFinance(query: import("api-client/src/types").VehicleFinanceQuery): Promise<import("api-client/src/errors").Result<import("api-client/src/types").FinanceResult[]>>; getFinanceTerms(quoteReference: string): Promise<import("api-client/src/errors").Result<import("api-client/src/types").FinanceTerms>>; getContentPage(url: string): Promise<import("api-client/src/errors").Result<import("api-client/src/types").ContentPage>>; listPosts(query?: import("api-client/src/types").PostListQuery): Promise<import("api-client/src/errors").Result<import("api-client/src/types").Post[]>>; getPost(id: number): Promise<import("api-client/src/errors").Result<import("api-client/src/types").Post>>; listFeaturedTabs(): Promise<import("api-client/src/errors").Result<import("api-client/src/types").FeaturedTab[]>>; listBranches(): Promise<import("api-client/src/errors").Result<import("api-client/src/types").Branch[]>>; checkOrderAvailability(stockId: number): Promise<import("api-client/src/errors").Result<import("api-client/src/types").OrderAvailability>>; createOrder(payload: import("api-client/src/types").OrderPayload, idempotencyKey: string): Promise<import("api-client/src/errors").Result<import("api-client/src/types").WebsiteOrder>>; getOrder(guid: string): Promise<import("api-client/src/errors").Result<import("api-client/src/types").WebsiteOrder>>; updateOrder(guid: string, update: import("api-client/src/types").OrderUpdate, options?: { ifMatch?: string; }): Promise<import("api-client/src/errors").Result<import("api-client/src/types").WebsiteOrder>>; saveCustomerForm(guid: string, customerForm: import("api-client/src/types").CustomerForm): Promise<import("api-client/src/errors").Result<import("api-client/src/types").WebsiteOrder>>; saveApplicationDraft(guid: string, draft: import("api-client/src/types").ApplicationDraft): Promise<import("api-client/src/errors").Result<import("api-client/src/types").WebsiteOrder>>; getOrderConfig(): Promise<import("api-client/src/errors").Result<import("api-client/src/types").OrderConfig>>; lookupRegistration(registration: string): Promise<import("api-client/src/errors").Result<import("api-client/src/types").RegisteredVehicle>>; createValuation(request: import("api-client/src/types").ValuationRequest): Promise<import("api-client/src/errors").Result<import("api-client/src/types").Valuation>>; getValuation(hash: string): Promise<import("api-client/src/errors").Result<import("api-client/src/types").Valuation>>; attachValuation(guid: string, hash: string): Promise<import("api-client/src/errors").Result<import("api-client/src/types").WebsiteOrder>>; removeValuation(guid: string, hash: string): Promise<import("api-client/src/errors").Result<import("api-client/src/types").WebsiteOrder>>; payReservationDeposit(guid: string, payment: import("api-client/src/types").PaymentRequest): Promise<import("api-client/src/errors").Result<import("api-client/src/types").WebsiteOrder>>; confirmReservationDeposit(guid: string): Promise<import("api-client/src/errors").Result<import("api-client/src/types").WebsiteOrder>>; submitForm(fields: import("api-client/src/types").FormSubmission): Promise<import("api-client/src/errors").Result<import("api-client/src/types").FormSubmissionResult>>; serviceIconExists(icon: string): Promise<import("api-client/src/errors").Result<boolean>>; getReview(slug: string, advertClassification: "USED" | "NEW"): Promise<import("api-client/src/errors").Result<import("api-client/src/types").Review | null>>; getTurntable(vrm: string): Promise<import("api-client/src/errors").Result<import("api-client/src/types").Turntable>>; };
export declare const financeDisclosureOf: (config: import("api-client/src/types").OrderConfig) => import("api-client/src/index").FinanceDisclosure;
export declare const networkError: (cause: unknown) => import("api-client/src/errors").ShowroomError;
export declare const performDealEffect: (effect: import("core/src/index").DealEffect, ports: import("api-client/src/index").DealRunnerPorts) => Promise<import("core/src/index").DealEvent | null>;
export declare const performFinanceEffect: (effect: import("core/src/index").FinanceEffect, ports: import("api-client/src/index").FinanceRunnerPorts) => Promise<import("core/src/index").FinanceDealEvent>;
export declare const staleKey: (effect: import("core/src/index").DealEffect) => string | null;
export declare const toDealFailure: (error: import("api-client/src/errors").ShowroomError) => import("core/src/index").DealFailure;
export declare const toDealOrder: (wire: import("api-client/src/types").WebsiteOrder) => import("core/src/index").DealOrder;
export declare const toDealValuation: (wire: import("api-client/src/types").Valuation) => import("core/src/index").DealValuation;
export declare const toShowroomError: (status: number, statusText: string, body: unknown, retryAfter?: string | null, nowMs?: number) => import("api-client/src/errors").ShowroomError;
export interface components {
    schemas: {
        Address: {
            building?: string;
            county?: string;
            locality?: string;
            months_at_address?: number;
            postcode?: string;
            residential_status?: string;
            street?: string;
            town?: string;
            years_at_address?: number;
        };
        ApplicationDraft: {
            address_history?: components["schemas"]["Address"][];
            dependants?: number;
            dob_day?: number;
            dob_month?: number;
            dob_year?: number;
            employment?: components["schemas"]["Employment"][];
            licence?: {
                number?: string;
                type?: string;
            };
            marital_status?: string;
            nationality?: string;
            passport?: {
                has_passport?: boolean;
                number?: string | null;
            };
            payment_type?: components["schemas"]["PaymentType"];
        };
        AttachValuationRequest: {
            hash: components["schemas"]["ValuationHash"];
        };
        BankAccount: {
            account_name?: string;
            account_number?: string;
            sort_code?: string;
            years_at_bank?: number;
        };
        Branch: {
            address: {
                postcode: string;
                street: string;
                town: string;
            };
            email?: string;
            map_url: string;
            name: string;
            opening_hours: {
                closes: string | null;
                days: string;
                opens: string | null;
                weekdays: number[];
            }[];
            slug: string;
            telephone: string;
            test_drives?: {
                days?: number[];
                first_after_opening_minutes?: number;
                last_before_closing_minutes?: number;
                slot_minutes?: number;
            };
        };
        ContentBlock: {
            highlighted_features?: string[];
            main_content?: string;
            rules?: {
                [key: string]: unknown;
            };
        };
        ContentPage: {
            snippets: {
                [key: string]: string;
            };
            title: string;
            url: string;
            warranty_items: components["schemas"]["WarrantyItem"][];
        };
        CustomerForm: {
            address_history?: components["schemas"]["Address"][];
            bank_account?: components["schemas"]["BankAccount"];
            dependants?: number;
            dob_day?: number;
            dob_month?: number;
            dob_year?: number;
            employment?: components["schemas"]["Employment"][];
            licence?: {
                number?: string;
                type?: string;
            };
            marital_status?: string;
            nationality?: string;
            passport?: {
                has_passport?: boolean;
                number?: string | null;
            };
            payment_type?: components["schemas"]["PaymentType"];
        };
        Employment: {
            employer_name?: string;
            employer_town?: string;
            gross_annual_income?: components["schemas"]["Money"];
            months_employed?: number;
            occupation?: string;
            status?: string;
            years_employed?: number;
        };
        EmptyList: unknown[];
        FeaturedTab: {
            advert_classification: "USED" | "NEW" | "OFFER" | "MOTABILITY" | null;
            filters: components["schemas"]["VehicleSearchFilters"];
            label: string;
            orderBy: components["schemas"]["VehicleSort"];
            resultsPerPage: number;
            view_all_link_text: string | null;
            view_all_link_url: string | null;
        };
        FinanceQuote: {
            AnnualMileage: number | null;
            Apr: number;
            Balance: components["schemas"]["Money"];
            BrokerText: string;
            ChargesForCredit: components["schemas"]["Money"];
            Deposit: components["schemas"]["Money"];
            Fees: {
                documentation: components["schemas"]["Money"];
                option_to_purchase: components["schemas"]["Money"];
            };
            key: "PCP" | "HP" | "CS";
            Lender: string;
            Notifications: string[];
            Payments: components["schemas"]["Money"][];
            Promotion: string | null;
            QuoteActions: {
                MotorCreditCheck: string | null;
            };
            QuoteReference: string;
            RateOfInterest: number;
            RegularPayment: components["schemas"]["Money"];
            Residual: components["schemas"]["Money"];
            SubjectToStatus: string;
            Term: number;
            TotalAmountPayable: components["schemas"]["Money"];
            TotalDeposit: components["schemas"]["Money"];
            TotalNumberOfRegularPayments: number;
            TotalPrice: components["schemas"]["Money"];
            Used: {
                deposit: components["schemas"]["Money"];
                mileage: number | null;
                term: number;
            };
        };
        FinanceResult: {
            csQuote: components["schemas"]["FinanceQuote"] | null;
            hpQuote: components["schemas"]["FinanceQuote"] | null;
            pcpQuote: components["schemas"]["FinanceQuote"] | null;
            stock_id: number;
            vehicle?: components["schemas"]["Vehicle"];
        };
        FinanceTerms: {
            QuoteReference: string;
            TermsAndConditions: string;
        };
        FormSubmission: {
            _organisational_unit?: string;
            _terms_accepted?: "1" | "0" | "true" | "false" | "on" | "";
            _vehicle_type?: string;
            email: string;
            enquiry_source?: string;
            enquiry_source_history?: string;
            enquiry_type?: string;
            first_name: string;
            form_id: string;
            "g-recaptcha-response"?: string;
            last_name: string;
            make?: string;
            message?: string;
            model?: string;
            payload?: string;
            postcode?: string;
            preferred_date?: string;
            preferred_time?: string;
            telephone?: string;
            trim?: string;
            vehicle_id?: string;
        };
        FormSubmissionResult: {
            form_id: number;
            id: number;
        };
        Health: {
            status: "ok";
        };
        Hotspot: {
            description: string;
            title: string;
            x: number;
            y: number;
        };
        LeadEvent: {
            branch: null | {
                address: {
                    postcode: string;
                    street: string;
                    town: string;
                };
                email: string;
                name: string;
                slug: string;
                telephone: string;
            };
            customer: {
                email: string;
                first_name: string;
                last_name: string;
                postcode: string | null;
                preferred_contact: string | null;
                telephone: string | null;
                title: string | null;
            };
            deal: null | {
                finance: {
                    [key: string]: unknown;
                } | null;
                part_exchange: null | {
                    outstanding_finance: components["schemas"]["NullableMoney"];
                    registration: string;
                    valuation: components["schemas"]["Money"];
                };
                payment_type: string;
                products: {
                    id: number;
                    name: string;
                    price: components["schemas"]["Money"];
                }[];
            };
            deposit?: {
                amount: components["schemas"]["Money"];
                card_last4: string | null;
                charged?: boolean;
                held_until: string | null;
                refunded?: boolean;
            };
            id: string;
            message?: string | null;
            occurred_at: string;
            order_guid: string | null;
            test_drive?: {
                date: string;
                time: string;
            };
            type: components["schemas"]["LeadEventType"];
            vehicle: null | {
                branch_slug: string;
                path: string;
                price: components["schemas"]["Money"];
                registration: string | null;
                stock_id: number;
                title: string;
                url: string;
            };
        };
        LeadEventType: "order.created" | "deposit.taken" | "deposit.released" | "application.sent" | "enquiry.received" | "test_drive.booked";
        LeadWebhookEvent: {
            created: string;
            data: components["schemas"]["LeadEvent"];
            id: string;
            type: components["schemas"]["LeadEventType"];
        };
        MediaItem: {
            hotspots: components["schemas"]["Hotspot"][];
            large: string;
            medium: string;
            url: string;
        };
        MessageError: {
            message: string;
        };
        MinMax: {
            max?: number | null;
            min?: number | null;
        };
        Money: number;
        NullableMoney: number | null;
        OptIns: string[] | {
            [key: string]: boolean;
        };
        OrderAvailability: {
            canOrder: boolean;
            message?: string;
        };
        OrderConfig: {
            admin_fee: components["schemas"]["Money"];
            enquiry_form: {
                enquiry_types: string[];
                form_id: number;
            };
            finance_deposit: number;
            finance_disclosure: {
                broker: {
                    commission: string;
                    firm_reference_number: string;
                    registered_name: string;
                };
                subject_to_status: string;
            };
            part_ex_form: {
                conditions: components["schemas"]["VehicleCondition"][];
            };
            part_exchange: boolean;
            payment_provider: components["schemas"]["PaymentProviderConfig"];
            privacy_url?: string | null;
            products: components["schemas"]["OrderProduct"][];
            recaptcha: boolean;
            recaptcha_provider: "google" | "test" | null;
            recaptcha_site_key: string | null;
            reservation_form: {
                deposit_amount: components["schemas"]["Money"];
                hold_hours?: number;
                terms_text: string;
            };
            terms_url?: string | null;
        };
        OrderConflictError: {
            data?: components["schemas"]["WebsiteOrder"];
            message: string;
        };
        OrderCustomer: {
            contactMethod?: string | null;
            customer_current_address: string | null;
            customer_email: string;
            customer_first_name: string;
            customer_last_name: string;
            customer_telephone: string | null;
            customer_title: string | null;
            enquiry_source?: string | null;
            opt_ins?: components["schemas"]["OptIns"];
        };
        OrderFinance: {
            finance_apr?: number | null;
            finance_balance?: components["schemas"]["NullableMoney"];
            finance_deposit: components["schemas"]["Money"];
            finance_final_payment?: components["schemas"]["NullableMoney"];
            finance_lender?: string | null;
            finance_mileage?: number | null;
            finance_no_of_payments?: number | null;
            finance_regular_payment: components["schemas"]["Money"];
            finance_residual?: components["schemas"]["NullableMoney"];
            finance_term: number;
            finance_total_charges?: components["schemas"]["NullableMoney"];
            finance_total_payable?: components["schemas"]["NullableMoney"];
            finance_type: "PCP" | "HP" | "CS";
        };
        OrderPayload: {
            contactMethod?: string | null;
            customer_current_address?: string | null;
            customer_email: string;
            customer_first_name: string;
            customer_last_name: string;
            customer_telephone?: string | null;
            customer_title?: "Mr" | "Mrs" | "Miss" | "Ms" | "Dr" | "Rev" | "Other" | null;
            enquiry_source?: string | null;
            enquiry_source_history?: string | null;
            finance_apr?: number | null;
            finance_balance?: components["schemas"]["NullableMoney"];
            finance_deposit?: components["schemas"]["NullableMoney"];
            finance_final_payment?: components["schemas"]["NullableMoney"];
            finance_lender?: string | null;
            finance_mileage?: number | null;
            finance_no_of_payments?: number | null;
            finance_regular_payment?: components["schemas"]["NullableMoney"];
            finance_residual?: components["schemas"]["NullableMoney"];
            finance_term?: number | null;
            finance_total_charges?: components["schemas"]["NullableMoney"];
            finance_total_payable?: components["schemas"]["NullableMoney"];
            finance_type?: "PCP" | "HP" | "CS" | null;
            "g-recaptcha-response"?: string | null;
            has_finance?: boolean;
            has_part_ex?: boolean;
            opt_ins?: components["schemas"]["OptIns"];
            payment_type?: components["schemas"]["PaymentType"];
            products?: number[];
            terms_accepted: boolean;
            valuation_condition?: components["schemas"]["VehicleCondition"] | null;
            valuation_hash?: components["schemas"]["ValuationHash"] | null;
            valuation_outstanding_finance?: components["schemas"]["NullableMoney"];
            vehicle: number;
        };
        OrderPayment: {
            amount: components["schemas"]["Money"];
            created_at: string;
            id: string | number;
            status: string;
        };
        OrderProduct: {
            description: string;
            id: number;
            name: string;
            price: components["schemas"]["Money"];
        };
        OrderUpdate: {
            application_draft?: components["schemas"]["ApplicationDraft"];
            contactMethod?: string | null;
            customer_current_address?: string | null;
            customer_email?: string;
            customer_first_name?: string;
            customer_form?: components["schemas"]["CustomerForm"];
            customer_last_name?: string;
            customer_telephone?: string | null;
            customer_title?: "Mr" | "Mrs" | "Miss" | "Ms" | "Dr" | "Rev" | "Other" | null;
            finance_apr?: number | null;
            finance_balance?: components["schemas"]["NullableMoney"];
            finance_deposit?: components["schemas"]["NullableMoney"];
            finance_final_payment?: components["schemas"]["NullableMoney"];
            finance_lender?: string | null;
            finance_mileage?: number | null;
            finance_no_of_payments?: number | null;
            finance_regular_payment?: components["schemas"]["NullableMoney"];
            finance_residual?: components["schemas"]["NullableMoney"];
            finance_term?: number | null;
            finance_total_charges?: components["schemas"]["NullableMoney"];
            finance_total_payable?: components["schemas"]["NullableMoney"];
            finance_type?: "PCP" | "HP" | "CS" | null;
            has_finance?: boolean;
            opt_ins?: components["schemas"]["OptIns"];
            payment_type?: components["schemas"]["PaymentType"];
            products?: number[];
            status?: "STATUS_CANCELLED";
        };
        OrderValuation: {
            hash: components["schemas"]["ValuationHash"];
            price: components["schemas"]["Money"];
            settlement: components["schemas"]["Money"];
            vehicle: {
                condition: components["schemas"]["VehicleCondition"];
                make: string;
                model: string;
                plate: string;
                settlement: components["schemas"]["Money"];
                valuation: components["schemas"]["Money"];
                vrm: string;
            };
        };
        PartExchangeFuel: "Petrol" | "Diesel" | "Hybrid" | "Plug-in hybrid" | "Electric";
        PartExchangeVehicleDetails: {
            fuel_type: components["schemas"]["PartExchangeFuel"];
            make: string;
            model: string;
            year: number;
        };
        PaymentProviderConfig: {
            name: "test" | "stripe";
            publishable_key: string | null;
        };
        PaymentRequest: {
            payment_method: string;
            return_url?: string;
        };
        PaymentType: "FINANCE" | "OUTRIGHT_FULL" | "OUTRIGHT_DEPOSIT";
        Post: {
            content: string;
            contents: components["schemas"]["ContentBlock"][];
            excerpt: string;
            id: number;
            image: string | null;
            rules: components["schemas"]["PostRules"];
            slug: string;
            title: string;
        };
        PostRules: {
            age?: number;
            body_type?: string;
            doors?: number;
            franchise_approved?: boolean;
            fuel_type?: string;
            make?: string;
            mileage?: components["schemas"]["MinMax"];
            price?: components["schemas"]["MinMax"];
            range?: string;
            seats?: number;
            tags?: string[];
            transmission?: string;
        };
        RegisteredVehicle: {
            fuel_type: components["schemas"]["PartExchangeFuel"];
            make: string;
            model: string;
            registration: string;
            year: number;
        };
        Review: {
            paragraphlist: {
                paragraph: {
                    headline: string;
                    text: string;
                    type: string;
                }[];
            };
            photolist: {
                photo: {
                    big: string;
                    isdefault: boolean;
                    large: string;
                }[];
            };
            scoringlist: {
                scoring: {
                    build: number;
                    comfort: number;
                    depreciation: number;
                    economy: number;
                    equipment: number;
                    handling: number;
                    insurance: number;
                    performance: number;
                    space: number;
                    styling: number;
                    total: number;
                    value: number;
                };
            };
            videolist?: {
                video: {
                    hd: {
                        video_url: string;
                    }[];
                    iframe_url: string;
                };
            };
        };
        SearchMeta: {
            page: number;
            pages: number;
            resultsPerPage: number;
            total: number;
        };
        StockFacets: {
            makes: {
                count: number;
                name: string;
                ranges: {
                    count: number;
                    name: string;
                }[];
            }[];
        };
        TenantConfig: {
            bannerBorder?: boolean;
            carDrivingReview?: {
                excludedParagraphs?: string[];
            };
            customErrorMessages?: {
                [key: string]: string;
            };
            formIds?: {
                enquiry?: number;
                testDrive?: number;
            };
            hiddenAdvertClassifications?: string[];
            hideShowMoreButton?: boolean;
            keyFeatureOrder?: string[];
            listingCardStyle?: string;
            locationOptions?: {
                [key: string]: unknown;
            };
            prepCentreSiteSlugs?: string[];
            priceIndicatorBadgeLevels?: string[];
            repExample?: boolean;
            showPriceIndicator?: boolean;
            ulez?: boolean;
            vehicleConfig?: {
                leftAlignPricing?: boolean;
            };
        };
        Turntable: {
            frames: string[];
            vrm: string;
        };
        ValidationError: {
            errors: {
                [key: string]: string[];
            };
            message: string;
        };
        Valuation: {
            condition: components["schemas"]["VehicleCondition"];
            created_at?: string;
            hash: components["schemas"]["ValuationHash"];
            mileage: number;
            price: components["schemas"]["Money"];
            settlement: components["schemas"]["Money"];
            vehicle: {
                make: string;
                model: string;
                plate: string;
                settlement: components["schemas"]["Money"];
                valuation: components["schemas"]["Money"];
                vrm: string;
            };
        };
        ValuationHash: string;
        ValuationRequest: {
            condition: components["schemas"]["VehicleCondition"];
            mileage: number;
            outstanding_finance?: number;
            registration: string;
            vehicle?: components["schemas"]["PartExchangeVehicleDetails"];
        };
        Vehicle: {
            additional_features: {
                name: string;
                price: components["schemas"]["Money"];
            }[];
            admin_fee: components["schemas"]["NullableMoney"];
            advert_classification: "USED" | "NEW" | "OFFER" | "MOTABILITY";
            advert_type: string | null;
            allowance_type: string | null;
            attention_grabber: string;
            body_type: string;
            body_type_slug: string;
            category: "cars" | "vans";
            colour: string;
            company: {
                telephone: string | null;
            };
            contents: components["schemas"]["ContentBlock"][];
            date_mot_expires: string | null;
            derivative: string;
            description: string;
            doors: number;
            electric_data: {
                mileage_range: number | null;
            } | null;
            ev_data: {
                range_miles: number | null;
            } | null;
            first_registration_date: string | null;
            formatted_plate: string;
            fuel_type: string;
            fuel_type_slug: string;
            list_price: components["schemas"]["NullableMoney"];
            location: {
                name: string;
            };
            make: string;
            media_urls: components["schemas"]["MediaItem"][];
            model: string;
            mot_history: {
                last_test_date: string | null;
                last_test_expiry_date: string | null;
                last_test_status: string | null;
            } | null;
            mpg: number | null;
            name: string;
            odometer_units: string;
            odometer_value: number;
            previous_keepers: number | null;
            price: components["schemas"]["Money"];
            price_excluding_vat: components["schemas"]["NullableMoney"];
            price_indicator: string | null;
            range: string;
            range_wltp: number | null;
            recommended_retail_price: components["schemas"]["NullableMoney"];
            reservation_status: "Available" | "Reserved" | "On Order" | null;
            reserved: boolean | null;
            reserved_at: string | null;
            seats: number;
            service_history: {
                date: string;
                mileage: number;
            }[];
            site: {
                city_town: string;
                name: string;
                slug: string;
            };
            slug: string;
            stock_id: number;
            tags: string[];
            technical_data: {
                [key: string]: unknown;
            };
            technical_spec: {
                [key: string]: unknown;
            };
            transmission: string;
            turntable: boolean;
            ulez: string | null;
            ulez_compliant: 0 | 1;
            vat_scheme: string | null;
            videos: {
                url: string;
            }[];
            vrm: string;
            year: number;
        };
        VehicleCondition: "excellent" | "good" | "fair" | "poor";
        VehicleIndexEntry: {
            reserved_at: string | null;
            slug: string;
            stock_id: number;
        };
        VehicleSearchFilters: {
            advert_classification?: "USED" | "NEW" | "OFFER" | "MOTABILITY";
            body_type_slug?: string;
            category?: "cars" | "vans";
            exclude_slug?: string;
            finance_search_only?: boolean;
            fuel_type_slug?: string;
            make?: string;
            max_price?: number;
            min_price?: number;
            model?: string;
            monthly_from?: number;
            page?: number;
            range?: string;
            resultsPerPage?: number;
            sort?: components["schemas"]["VehicleSort"];
            transmission?: string;
        };
        VehicleSort: "price-asc" | "price-desc" | "mileage-asc" | "year-desc" | "newest";
        WarrantyItem: {
            benefits: string[];
            covers: string[];
            warranty_name: string;
        };
        WebsiteOrder: {
            application_draft: components["schemas"]["ApplicationDraft"] | null;
            application_form_submitted: boolean;
            created_at: string;
            customer: components["schemas"]["OrderCustomer"];
            finance: components["schemas"]["OrderFinance"] | null;
            guid: string;
            payment_type: components["schemas"]["PaymentType"];
            payments: components["schemas"]["OrderPayment"][];
            pending_payment: null | {
                expires_at: string;
                redirect_url: string | null;
                status: "requires_action" | "processing";
            };
            products: number[];
            reserved_until?: string | null;
            status: "STATUS_NEW" | "STATUS_SUBMITTED" | "STATUS_COMPLETED" | "STATUS_RESERVED" | "STATUS_CANCELLED";
            updated_at: string;
            valuations: components["schemas"]["OrderValuation"][];
            vehicle: number;
            version: string;
        };
    };
    responses: {
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        ClientError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        OrderConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OrderConflictError"];
            };
        };
        OrderCreated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["WebsiteOrder"];
                };
            };
        };
        OrderOne: {
            headers: {
                ETag?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["WebsiteOrder"];
                };
            };
        };
        PaymentDeclined: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        PaymentPending: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["WebsiteOrder"];
                };
            };
        };
        ProviderUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        RecaptchaUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        ReviewOrEmpty: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Review"] | components["schemas"]["EmptyList"];
                };
            };
        };
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        StoreUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        ValidationOrMessage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"] | components["schemas"]["MessageError"];
            };
        };
        VehicleList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Vehicle"][];
                    meta: components["schemas"]["SearchMeta"];
                    quotes?: components["schemas"]["FinanceQuote"][];
                };
            };
        };
        VehicleOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Vehicle"];
                };
            };
        };
    };
    parameters: {
        IconName: string;
        OrderGuid: string;
        OrderIfMatch: string;
        Registration: string;
        ReviewSlug: string;
        SearchAdvertClassification: "USED" | "NEW" | "OFFER" | "MOTABILITY";
        SearchBodyTypeSlug: string;
        SearchCategory: "cars" | "vans";
        SearchDeposit: number;
        SearchDepositType: "percent" | "amount";
        SearchExcludeSlug: string;
        SearchFinanceSearchOnly: boolean;
        SearchFinanceType: "PCP" | "HP" | "CS";
        SearchFuelTypeSlug: string;
        SearchMake: string;
        SearchMaxPrice: number;
        SearchMileage: number;
        SearchMinPrice: number;
        SearchModel: string;
        SearchMonthlyFrom: number;
        SearchMonthlyTo: number;
        SearchPage: number;
        SearchRange: string;
        SearchResultsPerPage: number;
        SearchSort: "price-asc" | "price-desc" | "mileage-asc" | "year-desc" | "newest" | "monthly-asc";
        SearchTerm: number;
        SearchTransmission: string;
        ShowroomEventId: string;
        ShowroomSignature: string;
        StockId: number;
        ValuationHash: components["schemas"]["ValuationHash"];
        VehicleSlug: string;
    };
    requestBodies: never;
    headers: {
        RetryAfter: number;
    };
    pathItems: never;
}
export interface operations {
    getTurntable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vrm: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Turntable"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getUsedCarReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ReviewSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ReviewOrEmpty"];
            400: components["responses"]["BadRequest"];
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listBranches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Branch"][];
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listFeaturedTabs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeaturedTab"][];
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getContentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                url: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listPosts: {
        parameters: {
            query?: {
                resultsPerPage?: number;
                searchOptions?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Post"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Post"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    submitForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FormSubmission"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FormSubmissionResult"];
                    };
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FormSubmissionResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationOrMessage"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["RecaptchaUnavailable"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Health"];
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getMediaFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getVehicleImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                index: number;
                size: "url" | "medium" | "large";
                stock_id: components["parameters"]["StockId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    searchMotabilityVehicles: {
        parameters: {
            query?: {
                advert_classification?: components["parameters"]["SearchAdvertClassification"];
                body_type_slug?: components["parameters"]["SearchBodyTypeSlug"];
                category?: components["parameters"]["SearchCategory"];
                deposit?: components["parameters"]["SearchDeposit"];
                deposit_type?: components["parameters"]["SearchDepositType"];
                exclude_slug?: components["parameters"]["SearchExcludeSlug"];
                finance_search_only?: components["parameters"]["SearchFinanceSearchOnly"];
                finance_type?: components["parameters"]["SearchFinanceType"];
                fuel_type_slug?: components["parameters"]["SearchFuelTypeSlug"];
                make?: components["parameters"]["SearchMake"];
                max_price?: components["parameters"]["SearchMaxPrice"];
                mileage?: components["parameters"]["SearchMileage"];
                min_price?: components["parameters"]["SearchMinPrice"];
                model?: components["parameters"]["SearchModel"];
                monthly_from?: components["parameters"]["SearchMonthlyFrom"];
                monthly_to?: components["parameters"]["SearchMonthlyTo"];
                page?: components["parameters"]["SearchPage"];
                range?: components["parameters"]["SearchRange"];
                resultsPerPage?: components["parameters"]["SearchResultsPerPage"];
                sort?: components["parameters"]["SearchSort"];
                term?: components["parameters"]["SearchTerm"];
                transmission?: components["parameters"]["SearchTransmission"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VehicleList"];
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    lookupRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                registration: components["parameters"]["Registration"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegisteredVehicle"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    createValuation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValuationRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Valuation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getValuation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hash: components["parameters"]["ValuationHash"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Valuation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listVehicleFacets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StockFacets"];
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getVehicleFinance: {
        parameters: {
            query: {
                deposit?: number;
                deposit_type?: "percent" | "amount";
                finance_type?: "PCP" | "HP" | "CS";
                include?: "vehicle";
                mileage?: number;
                part_exchange?: number;
                stock_ids: string;
                term?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FinanceResult"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getFinanceTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                QuoteReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FinanceTerms"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listVehicleIndex: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VehicleIndexEntry"][];
                        meta: {
                            limit: number;
                            offset: number;
                            total: number;
                        };
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    searchVehicles: {
        parameters: {
            query?: {
                advert_classification?: components["parameters"]["SearchAdvertClassification"];
                body_type_slug?: components["parameters"]["SearchBodyTypeSlug"];
                category?: components["parameters"]["SearchCategory"];
                deposit?: components["parameters"]["SearchDeposit"];
                deposit_type?: components["parameters"]["SearchDepositType"];
                exclude_slug?: components["parameters"]["SearchExcludeSlug"];
                finance_search_only?: components["parameters"]["SearchFinanceSearchOnly"];
                finance_type?: components["parameters"]["SearchFinanceType"];
                fuel_type_slug?: components["parameters"]["SearchFuelTypeSlug"];
                make?: components["parameters"]["SearchMake"];
                max_price?: components["parameters"]["SearchMaxPrice"];
                mileage?: components["parameters"]["SearchMileage"];
                min_price?: components["parameters"]["SearchMinPrice"];
                model?: components["parameters"]["SearchModel"];
                monthly_from?: components["parameters"]["SearchMonthlyFrom"];
                monthly_to?: components["parameters"]["SearchMonthlyTo"];
                page?: components["parameters"]["SearchPage"];
                range?: components["parameters"]["SearchRange"];
                resultsPerPage?: components["parameters"]["SearchResultsPerPage"];
                sort?: components["parameters"]["SearchSort"];
                term?: components["parameters"]["SearchTerm"];
                transmission?: components["parameters"]["SearchTransmission"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VehicleList"];
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getVehicleById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stock_id: components["parameters"]["StockId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VehicleOne"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getVehicleBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["VehicleSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VehicleOne"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    checkOrderAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stock_id: components["parameters"]["StockId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderAvailability"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getOrderConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            "4XX": components["responses"]["ClientError"];
            200: {
                headers: {
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderConfig"];
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header: {
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPayload"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebsiteOrder"];
                    };
                };
            };
            201: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebsiteOrder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationOrMessage"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["RecaptchaUnavailable"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderOne"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: {
                "If-Match"?: components["parameters"]["OrderIfMatch"];
            };
            path: {
                guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderUpdate"];
            };
        };
        responses: {
            200: components["responses"]["OrderOne"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["OrderConflict"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    payReservationDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentRequest"];
            };
        };
        responses: {
            201: components["responses"]["OrderCreated"];
            202: components["responses"]["PaymentPending"];
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentDeclined"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ProviderUnavailable"];
        };
    };
    confirmReservationDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebsiteOrder"];
                    };
                };
            };
            201: components["responses"]["OrderCreated"];
            202: components["responses"]["PaymentPending"];
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentDeclined"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["ProviderUnavailable"];
        };
    };
    attachValuation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guid: components["parameters"]["OrderGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachValuationRequest"];
            };
        };
        responses: {
            200: components["responses"]["OrderOne"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    removeValuation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guid: components["parameters"]["OrderGuid"];
                hash: components["parameters"]["ValuationHash"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderOne"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getNewVehicleReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["ReviewSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ReviewOrEmpty"];
            400: components["responses"]["BadRequest"];
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getServiceIcon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                icon: components["parameters"]["IconName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
        };
    };
    headServiceIcon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                icon: components["parameters"]["IconName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "Content-Length"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["ValidationFailed"];
            431: components["responses"]["HeadersTooLarge"];
        };
    };
    applicationSentWebhook: {
        parameters: {
            query?: never;
            header: {
                "Showroom-Event-Id": components["parameters"]["ShowroomEventId"];
                "Showroom-Signature": components["parameters"]["ShowroomSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadWebhookEvent"] & {
                    type?: "application.sent";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    depositReleasedWebhook: {
        parameters: {
            query?: never;
            header: {
                "Showroom-Event-Id": components["parameters"]["ShowroomEventId"];
                "Showroom-Signature": components["parameters"]["ShowroomSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadWebhookEvent"] & {
                    type?: "deposit.released";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    depositTakenWebhook: {
        parameters: {
            query?: never;
            header: {
                "Showroom-Event-Id": components["parameters"]["ShowroomEventId"];
                "Showroom-Signature": components["parameters"]["ShowroomSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadWebhookEvent"] & {
                    type?: "deposit.taken";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    enquiryReceivedWebhook: {
        parameters: {
            query?: never;
            header: {
                "Showroom-Event-Id": components["parameters"]["ShowroomEventId"];
                "Showroom-Signature": components["parameters"]["ShowroomSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadWebhookEvent"] & {
                    type?: "enquiry.received";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                "Showroom-Event-Id": components["parameters"]["ShowroomEventId"];
                "Showroom-Signature": components["parameters"]["ShowroomSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadWebhookEvent"] & {
                    type?: "order.created";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    testDriveBookedWebhook: {
        parameters: {
            query?: never;
            header: {
                "Showroom-Event-Id": components["parameters"]["ShowroomEventId"];
                "Showroom-Signature": components["parameters"]["ShowroomSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadWebhookEvent"] & {
                    type?: "test_drive.booked";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
export interface paths {
    "/api/autoloadit/{vrm}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTurntable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usedcarreview/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUsedCarReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listBranches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/content/featured-tabs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listFeaturedTabs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/content/page/{url}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getContentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/content/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/content/post/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/form-submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["submitForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/media/files/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getMediaFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/media/vehicles/{stock_id}/{index}/{size}.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getVehicleImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/motability-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["searchMotabilityVehicles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/part-exchange/registrations/{registration}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["lookupRegistration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/part-exchange/valuations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["createValuation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/part-exchange/valuations/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getValuation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vehicle-facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listVehicleFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vehicle-finance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getVehicleFinance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vehicle-finance-quote/{QuoteReference}/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getFinanceTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vehicle-index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listVehicleIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vehicle-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["searchVehicles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vehicles/{stock_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getVehicleById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vehicles/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getVehicleBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/website-orders/check/{stock_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["checkOrderAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/website-orders/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOrderConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/website-orders/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/website-orders/order/{guid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOrder"];
        put: operations["updateOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/website-orders/order/{guid}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["payReservationDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/website-orders/order/{guid}/payments/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["confirmReservationDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/website-orders/order/{guid}/valuations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["attachValuation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/website-orders/order/{guid}/valuations/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["removeValuation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehiclereview/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getNewVehicleReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/icons/services/{icon}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getServiceIcon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["headServiceIcon"];
        patch?: never;
        trace?: never;
    };
}
export type ApplicationDraft = Schemas['ApplicationDraft'];
export type Branch = Schemas['Branch'];
export type ContentPage = Schemas['ContentPage'];
export type CustomerForm = Schemas['CustomerForm'];
export type DealRunner = MachineRunner<DealState, DealEvent>;
export type DealRunnerPorts = {
    api: ShowroomClient;
    wait?: (ms: number) => Promise<void>;
    tokenise?: (card: DealCard) => Promise<TokenisedCard>;
    recaptcha?: (action: RecaptchaAction) => Promise<string>;
    returnUrl?: (query: Readonly<Record<string, string>>) => string;
    navigate?: (url: string) => void;
    storage?: DealStoragePort;
    track?: (event: string, params: Readonly<Record<string, unknown>>) => void;
    scrollToDeal?: () => void;
    ignored?: (move: IgnoredMove) => void;
    skipped?: (effect: DealEffect) => void;
    warn?: (message: string) => void;
};
export type DealStoragePort = {
    saveOrder(stockId: number, guid: string | null): void;
    saveAttempt(stockId: number, attempt: StoredAttempt | null): void;
    keepDeal(stockId: number, kept: KeptDeal, share: boolean): void;
};
export type FeaturedTab = Schemas['FeaturedTab'];
export type FinanceDisclosure = {
    broker: BrokerDisclosure;
    subjectToStatus: string;
};
export type FinanceQuote = Schemas['FinanceQuote'];
export type FinanceResult = Schemas['FinanceResult'];
export type FinanceRunner = MachineRunner<FinanceState, FinanceEvent>;
export type FinanceRunnerPorts = {
    api: Pick<ShowroomClient, 'getVehicleFinance'>;
    wait?: (ms: number) => Promise<void>;
    ignored?: (move: IgnoredMove) => void;
};
export type FinanceTerms = Schemas['FinanceTerms'];
export type FormSubmission = Schemas['FormSubmission'];
export type FormSubmissionResult = Schemas['FormSubmissionResult'];
export type InProcessReads = (request: {
    path: string;
    url: string;
}) => Promise<{
    status: number;
    statusText: string;
    body: unknown;
} | null>;
export type MachineRunner<S, E> = {
    send(event: E): Promise<void>;
    state(): S;
    subscribe(listener: (state: S, event: E) => void): () => void;
};
export type OrderAvailability = Schemas['OrderAvailability'];
export type OrderConfig = Schemas['OrderConfig'];
export type OrderPayload = Schemas['OrderPayload'];
export type OrderUpdate = Schemas['OrderUpdate'];
export type OrderValuation = Schemas['OrderValuation'];
export type PaymentRequest = Schemas['PaymentRequest'];
export type Post = Schemas['Post'];
export type PostListQuery = NonNullable<operations['listPosts']['parameters']['query']>;
export type ProviderUnreachable = 'network' | 'timeout' | 'server';
export type RegisteredVehicle = Schemas['RegisteredVehicle'];
export type Result<T> = {
    data: T;
    error?: undefined;
} | {
    data?: undefined;
    error: ShowroomError;
};
export type Review = Schemas['Review'];
export type SearchMeta = Schemas['SearchMeta'];
export type ShowroomClient = ReturnType<typeof createShowroomClient>;
export type ShowroomClientOptions = {
    baseUrl: string;
    fetch?: typeof globalThis.fetch;
    now?: () => number;
    headers?: Record<string, string>;
    inProcess?: InProcessReads;
};
export type ShowroomError = {
    kind: 'network';
    message: string;
    timedOut?: true;
} | {
    kind: 'not-found';
    status: number;
    message: string;
} | {
    kind: 'validation';
    status: number;
    message: string;
    fields: Record<string, string[]>;
} | {
    kind: 'conflict';
    status: number;
    message: string;
    current?: Record<string, unknown>;
} | {
    kind: 'declined';
    status: number;
    message: string;
} | {
    kind: 'rate-limited';
    status: number;
    message: string;
    retryAfterSeconds?: number;
} | {
    kind: 'server';
    status: number;
    message: string;
};
export type ShowroomErrorKind = ShowroomError['kind'];
export type StockFacets = Schemas['StockFacets'];
export type TenantConfig = Schemas['TenantConfig'];
export type TokenisedCard = {
    token: string;
} | {
    message: string;
} | {
    unreachable: ProviderUnreachable;
};
export type Turntable = Schemas['Turntable'];
export type Valuation = Schemas['Valuation'];
export type ValuationRequest = Schemas['ValuationRequest'];
export type Vehicle = Schemas['Vehicle'];
export type VehicleFinanceQuery = operations['getVehicleFinance']['parameters']['query'];
export type VehicleIndex = {
    data: VehicleIndexEntry[];
    meta: {
        total: number;
        offset: number;
        limit: number;
    };
};
export type VehicleIndexEntry = Schemas['VehicleIndexEntry'];
export type VehiclePage = {
    data: Vehicle[];
    meta: SearchMeta;
    quotes?: FinanceQuote[];
};
export type VehicleSearchQuery = NonNullable<operations['searchVehicles']['parameters']['query']>;
export type WarrantyItem = Schemas['WarrantyItem'];
export type WebsiteOrder = Schemas['WebsiteOrder'];
