// The UBL 2.1 schema's element order (its xsd:sequence per complex type) for the Invoice and
// CreditNote roots and every aggregate type the Peppol BIS 3.0 syntax uses, as data: the XSD step of
// a Peppol validator rejects a document whose elements are out of this order or not allowed where
// they are, and rules-structure.ts checks the same on the parsed tree. Each entry lists every child
// the schema allows, in order (not only the ones Peppol uses), so valid UBL is never flagged.
// Source: OASIS UBL 2.1 OS (2013), xsd/maindoc/UBL-{Invoice,CreditNote}-2.1.xsd and
// xsd/common/UBL-CommonAggregateComponents-2.1.xsd.

import { NS } from '../xml/namespaces';
import type { XmlElement } from '../xml/tree';

/** Child sequence of the document roots. */
const ROOTS: Readonly<Record<'Invoice' | 'CreditNote', string>> = {
  Invoice:
    'ext:UBLExtensions cbc:UBLVersionID cbc:CustomizationID cbc:ProfileID cbc:ProfileExecutionID cbc:ID cbc:CopyIndicator cbc:UUID cbc:IssueDate cbc:IssueTime cbc:DueDate cbc:InvoiceTypeCode cbc:Note cbc:TaxPointDate cbc:DocumentCurrencyCode cbc:TaxCurrencyCode cbc:PricingCurrencyCode cbc:PaymentCurrencyCode cbc:PaymentAlternativeCurrencyCode cbc:AccountingCostCode cbc:AccountingCost cbc:LineCountNumeric cbc:BuyerReference cac:InvoicePeriod cac:OrderReference cac:BillingReference cac:DespatchDocumentReference cac:ReceiptDocumentReference cac:StatementDocumentReference cac:OriginatorDocumentReference cac:ContractDocumentReference cac:AdditionalDocumentReference cac:ProjectReference cac:Signature cac:AccountingSupplierParty cac:AccountingCustomerParty cac:PayeeParty cac:BuyerCustomerParty cac:SellerSupplierParty cac:TaxRepresentativeParty cac:Delivery cac:DeliveryTerms cac:PaymentMeans cac:PaymentTerms cac:PrepaidPayment cac:AllowanceCharge cac:TaxExchangeRate cac:PricingExchangeRate cac:PaymentExchangeRate cac:PaymentAlternativeExchangeRate cac:TaxTotal cac:WithholdingTaxTotal cac:LegalMonetaryTotal cac:InvoiceLine',
  CreditNote:
    'ext:UBLExtensions cbc:UBLVersionID cbc:CustomizationID cbc:ProfileID cbc:ProfileExecutionID cbc:ID cbc:CopyIndicator cbc:UUID cbc:IssueDate cbc:IssueTime cbc:TaxPointDate cbc:CreditNoteTypeCode cbc:Note cbc:DocumentCurrencyCode cbc:TaxCurrencyCode cbc:PricingCurrencyCode cbc:PaymentCurrencyCode cbc:PaymentAlternativeCurrencyCode cbc:AccountingCostCode cbc:AccountingCost cbc:LineCountNumeric cbc:BuyerReference cac:InvoicePeriod cac:DiscrepancyResponse cac:OrderReference cac:BillingReference cac:DespatchDocumentReference cac:ReceiptDocumentReference cac:ContractDocumentReference cac:AdditionalDocumentReference cac:StatementDocumentReference cac:OriginatorDocumentReference cac:Signature cac:AccountingSupplierParty cac:AccountingCustomerParty cac:PayeeParty cac:BuyerCustomerParty cac:SellerSupplierParty cac:TaxRepresentativeParty cac:Delivery cac:DeliveryTerms cac:PaymentMeans cac:PaymentTerms cac:TaxExchangeRate cac:PricingExchangeRate cac:PaymentExchangeRate cac:PaymentAlternativeExchangeRate cac:AllowanceCharge cac:TaxTotal cac:LegalMonetaryTotal cac:CreditNoteLine',
};

/** Child sequence per aggregate type (UBL type name without the 'Type' suffix). */
const SEQUENCES: Readonly<Record<string, string>> = {
  AddressLine: 'cbc:Line',
  Address:
    'cbc:ID cbc:AddressTypeCode cbc:AddressFormatCode cbc:Postbox cbc:Floor cbc:Room cbc:StreetName cbc:AdditionalStreetName cbc:BlockName cbc:BuildingName cbc:BuildingNumber cbc:InhouseMail cbc:Department cbc:MarkAttention cbc:MarkCare cbc:PlotIdentification cbc:CitySubdivisionName cbc:CityName cbc:PostalZone cbc:CountrySubentity cbc:CountrySubentityCode cbc:Region cbc:District cbc:TimezoneOffset cac:AddressLine cac:Country cac:LocationCoordinate',
  AllowanceCharge:
    'cbc:ID cbc:ChargeIndicator cbc:AllowanceChargeReasonCode cbc:AllowanceChargeReason cbc:MultiplierFactorNumeric cbc:PrepaidIndicator cbc:SequenceNumeric cbc:Amount cbc:BaseAmount cbc:AccountingCostCode cbc:AccountingCost cbc:PerUnitAmount cac:TaxCategory cac:TaxTotal cac:PaymentMeans',
  Attachment: 'cbc:EmbeddedDocumentBinaryObject cac:ExternalReference',
  BillingReference:
    'cac:InvoiceDocumentReference cac:SelfBilledInvoiceDocumentReference cac:CreditNoteDocumentReference cac:SelfBilledCreditNoteDocumentReference cac:DebitNoteDocumentReference cac:ReminderDocumentReference cac:AdditionalDocumentReference cac:BillingReferenceLine',
  Branch: 'cbc:ID cbc:Name cac:FinancialInstitution cac:Address',
  CardAccount:
    'cbc:PrimaryAccountNumberID cbc:NetworkID cbc:CardTypeCode cbc:ValidityStartDate cbc:ExpiryDate cbc:IssuerID cbc:IssueNumberID cbc:CV2ID cbc:CardChipCode cbc:ChipApplicationID cbc:HolderName',
  CommodityClassification: 'cbc:NatureCode cbc:CargoTypeCode cbc:CommodityCode cbc:ItemClassificationCode',
  Contact: 'cbc:ID cbc:Name cbc:Telephone cbc:Telefax cbc:ElectronicMail cbc:Note cac:OtherCommunication',
  Country: 'cbc:IdentificationCode cbc:Name',
  CreditNoteLine:
    'cbc:ID cbc:UUID cbc:Note cbc:CreditedQuantity cbc:LineExtensionAmount cbc:TaxPointDate cbc:AccountingCostCode cbc:AccountingCost cbc:PaymentPurposeCode cbc:FreeOfChargeIndicator cac:InvoicePeriod cac:OrderLineReference cac:DiscrepancyResponse cac:DespatchLineReference cac:ReceiptLineReference cac:BillingReference cac:DocumentReference cac:PricingReference cac:OriginatorParty cac:Delivery cac:PaymentTerms cac:TaxTotal cac:AllowanceCharge cac:Item cac:Price cac:DeliveryTerms cac:SubCreditNoteLine cac:ItemPriceExtension',
  CustomerParty:
    'cbc:CustomerAssignedAccountID cbc:SupplierAssignedAccountID cbc:AdditionalAccountID cac:Party cac:DeliveryContact cac:AccountingContact cac:BuyerContact',
  Delivery:
    'cbc:ID cbc:Quantity cbc:MinimumQuantity cbc:MaximumQuantity cbc:ActualDeliveryDate cbc:ActualDeliveryTime cbc:LatestDeliveryDate cbc:LatestDeliveryTime cbc:ReleaseID cbc:TrackingID cac:DeliveryAddress cac:DeliveryLocation cac:AlternativeDeliveryLocation cac:RequestedDeliveryPeriod cac:PromisedDeliveryPeriod cac:EstimatedDeliveryPeriod cac:CarrierParty cac:DeliveryParty cac:NotifyParty cac:Despatch cac:DeliveryTerms cac:MinimumDeliveryUnit cac:MaximumDeliveryUnit cac:Shipment',
  DocumentReference:
    'cbc:ID cbc:CopyIndicator cbc:UUID cbc:IssueDate cbc:IssueTime cbc:DocumentTypeCode cbc:DocumentType cbc:XPath cbc:LanguageID cbc:LocaleCode cbc:VersionID cbc:DocumentStatusCode cbc:DocumentDescription cac:Attachment cac:ValidityPeriod cac:IssuerParty cac:ResultOfVerification',
  ExternalReference:
    'cbc:URI cbc:DocumentHash cbc:HashAlgorithmMethod cbc:ExpiryDate cbc:ExpiryTime cbc:MimeCode cbc:FormatCode cbc:EncodingCode cbc:CharacterSetCode cbc:FileName cbc:Description',
  FinancialAccount:
    'cbc:ID cbc:Name cbc:AliasName cbc:AccountTypeCode cbc:AccountFormatCode cbc:CurrencyCode cbc:PaymentNote cac:FinancialInstitutionBranch cac:Country',
  InvoiceLine:
    'cbc:ID cbc:UUID cbc:Note cbc:InvoicedQuantity cbc:LineExtensionAmount cbc:TaxPointDate cbc:AccountingCostCode cbc:AccountingCost cbc:PaymentPurposeCode cbc:FreeOfChargeIndicator cac:InvoicePeriod cac:OrderLineReference cac:DespatchLineReference cac:ReceiptLineReference cac:BillingReference cac:DocumentReference cac:PricingReference cac:OriginatorParty cac:Delivery cac:PaymentTerms cac:AllowanceCharge cac:TaxTotal cac:WithholdingTaxTotal cac:Item cac:Price cac:DeliveryTerms cac:SubInvoiceLine cac:ItemPriceExtension',
  ItemIdentification:
    'cbc:ID cbc:ExtendedID cbc:BarcodeSymbologyID cac:PhysicalAttribute cac:MeasurementDimension cac:IssuerParty',
  ItemProperty:
    'cbc:ID cbc:Name cbc:NameCode cbc:TestMethod cbc:Value cbc:ValueQuantity cbc:ValueQualifier cbc:ImportanceCode cbc:ListValue cac:UsabilityPeriod cac:ItemPropertyGroup cac:RangeDimension cac:ItemPropertyRange',
  Item: 'cbc:Description cbc:PackQuantity cbc:PackSizeNumeric cbc:CatalogueIndicator cbc:Name cbc:HazardousRiskIndicator cbc:AdditionalInformation cbc:Keyword cbc:BrandName cbc:ModelName cac:BuyersItemIdentification cac:SellersItemIdentification cac:ManufacturersItemIdentification cac:StandardItemIdentification cac:CatalogueItemIdentification cac:AdditionalItemIdentification cac:CatalogueDocumentReference cac:ItemSpecificationDocumentReference cac:OriginCountry cac:CommodityClassification cac:TransactionConditions cac:HazardousItem cac:ClassifiedTaxCategory cac:AdditionalItemProperty cac:ManufacturerParty cac:InformationContentProviderParty cac:OriginAddress cac:ItemInstance cac:Certificate cac:Dimension',
  Location:
    'cbc:ID cbc:Description cbc:Conditions cbc:CountrySubentity cbc:CountrySubentityCode cbc:LocationTypeCode cbc:InformationURI cbc:Name cac:ValidityPeriod cac:Address cac:SubsidiaryLocation cac:LocationCoordinate',
  MonetaryTotal:
    'cbc:LineExtensionAmount cbc:TaxExclusiveAmount cbc:TaxInclusiveAmount cbc:AllowanceTotalAmount cbc:ChargeTotalAmount cbc:PrepaidAmount cbc:PayableRoundingAmount cbc:PayableAmount cbc:PayableAlternativeAmount',
  OrderLineReference: 'cbc:LineID cbc:SalesOrderLineID cbc:UUID cbc:LineStatusCode cac:OrderReference',
  OrderReference:
    'cbc:ID cbc:SalesOrderID cbc:CopyIndicator cbc:UUID cbc:IssueDate cbc:IssueTime cbc:CustomerReference cbc:OrderTypeCode cac:DocumentReference',
  PartyIdentification: 'cbc:ID',
  PartyLegalEntity:
    'cbc:RegistrationName cbc:CompanyID cbc:RegistrationDate cbc:RegistrationExpirationDate cbc:CompanyLegalFormCode cbc:CompanyLegalForm cbc:SoleProprietorshipIndicator cbc:CompanyLiquidationStatusCode cbc:CorporateStockAmount cbc:FullyPaidSharesIndicator cac:RegistrationAddress cac:CorporateRegistrationScheme cac:HeadOfficeParty cac:ShareholderParty',
  PartyName: 'cbc:Name',
  PartyTaxScheme:
    'cbc:RegistrationName cbc:CompanyID cbc:TaxLevelCode cbc:ExemptionReasonCode cbc:ExemptionReason cac:RegistrationAddress cac:TaxScheme',
  Party:
    'cbc:MarkCareIndicator cbc:MarkAttentionIndicator cbc:WebsiteURI cbc:LogoReferenceID cbc:EndpointID cbc:IndustryClassificationCode cac:PartyIdentification cac:PartyName cac:Language cac:PostalAddress cac:PhysicalLocation cac:PartyTaxScheme cac:PartyLegalEntity cac:Contact cac:Person cac:AgentParty cac:ServiceProviderParty cac:PowerOfAttorney cac:FinancialAccount',
  PaymentMandate:
    'cbc:ID cbc:MandateTypeCode cbc:MaximumPaymentInstructionsNumeric cbc:MaximumPaidAmount cbc:SignatureID cac:PayerParty cac:PayerFinancialAccount cac:ValidityPeriod cac:PaymentReversalPeriod cac:Clause',
  PaymentMeans:
    'cbc:ID cbc:PaymentMeansCode cbc:PaymentDueDate cbc:PaymentChannelCode cbc:InstructionID cbc:InstructionNote cbc:PaymentID cac:CardAccount cac:PayerFinancialAccount cac:PayeeFinancialAccount cac:CreditAccount cac:PaymentMandate cac:TradeFinancing',
  PaymentTerms:
    'cbc:ID cbc:PaymentMeansID cbc:PrepaidPaymentReferenceID cbc:Note cbc:ReferenceEventCode cbc:SettlementDiscountPercent cbc:PenaltySurchargePercent cbc:PaymentPercent cbc:Amount cbc:SettlementDiscountAmount cbc:PenaltyAmount cbc:PaymentTermsDetailsURI cbc:PaymentDueDate cbc:InstallmentDueDate cbc:InvoicingPartyReference cac:SettlementPeriod cac:PenaltyPeriod cac:ExchangeRate cac:ValidityPeriod',
  Period: 'cbc:StartDate cbc:StartTime cbc:EndDate cbc:EndTime cbc:DurationMeasure cbc:DescriptionCode cbc:Description',
  Price:
    'cbc:PriceAmount cbc:BaseQuantity cbc:PriceChangeReason cbc:PriceTypeCode cbc:PriceType cbc:OrderableUnitFactorRate cac:ValidityPeriod cac:PriceList cac:AllowanceCharge cac:PricingExchangeRate',
  ProjectReference: 'cbc:ID cbc:UUID cbc:IssueDate cac:WorkPhaseReference',
  SupplierParty:
    'cbc:CustomerAssignedAccountID cbc:AdditionalAccountID cbc:DataSendingCapability cac:Party cac:DespatchContact cac:AccountingContact cac:SellerContact',
  TaxCategory:
    'cbc:ID cbc:Name cbc:Percent cbc:BaseUnitMeasure cbc:PerUnitAmount cbc:TaxExemptionReasonCode cbc:TaxExemptionReason cbc:TierRange cbc:TierRatePercent cac:TaxScheme',
  TaxScheme: 'cbc:ID cbc:Name cbc:TaxTypeCode cbc:CurrencyCode cac:JurisdictionRegionAddress',
  TaxSubtotal:
    'cbc:TaxableAmount cbc:TaxAmount cbc:CalculationSequenceNumeric cbc:TransactionCurrencyTaxAmount cbc:Percent cbc:BaseUnitMeasure cbc:PerUnitAmount cbc:TierRange cbc:TierRatePercent cac:TaxCategory',
  TaxTotal: 'cbc:TaxAmount cbc:RoundingAmount cbc:TaxEvidenceIndicator cbc:TaxIncludedIndicator cac:TaxSubtotal',
};

/** Aggregates whose type is not named after them (most are: cac:Party is a PartyType). */
const ELEMENTS_OF_TYPE: Readonly<Record<string, string>> = {
  Address:
    'ApplicableAddress ApplicableTerritoryAddress DeliveryAddress DespatchAddress JurisdictionRegionAddress LocationAddress OriginAddress PostalAddress RegistrationAddress ResidenceAddress ReturnAddress',
  AllowanceCharge: 'ExtraAllowanceCharge FreightAllowanceCharge ServiceAllowanceCharge',
  Attachment: 'DigitalSignatureAttachment',
  Branch: 'FinancialInstitutionBranch',
  CommodityClassification:
    'AdditionalCommodityClassification MainCommodityClassification SupportedCommodityClassification UnsupportedCommodityClassification',
  Contact: 'AccountingContact BuyerContact DeliveryContact DespatchContact SellerContact SignatoryContact',
  Country:
    'DestinationCountry ExportCountry FinalDestinationCountry IssuingCountry OriginCountry OriginalDepartureCountry TransitCountry',
  CreditNoteLine: 'SubCreditNoteLine',
  CustomerParty:
    'AccountingCustomerParty BuyerCustomerParty ContractorCustomerParty DeliveryCustomerParty OriginatorCustomerParty RecipientCustomerParty RetailerCustomerParty',
  Delivery: 'ContractualDelivery',
  DocumentReference:
    'AdditionalDocumentReference CallForTendersDocumentReference CatalogueDocumentReference ContractDocumentReference ContractualDocumentReference CreditNoteDocumentReference DebitNoteDocumentReference DespatchDocumentReference EmploymentLegislationDocumentReference EnvironmentalLegislationDocumentReference EvidenceDocumentReference FiscalLegislationDocumentReference GuaranteeDocumentReference GuidanceDocumentReference IdentityDocumentReference InvoiceDocumentReference ItemSpecificationDocumentReference LegalDocumentReference MandateDocumentReference MinutesDocumentReference NoticeDocumentReference OrderDocumentReference OriginalDocumentReference OriginatorDocumentReference ParentDocumentReference PreviousDocumentReference ProcurementLegislationDocumentReference QuotationDocumentReference ReceiptDocumentReference RegistryCertificateDocumentReference ReminderDocumentReference ReplacedNoticeDocumentReference RequestForQuotationDocumentReference RequestedDocumentReference ResolutionDocumentReference SelfBilledCreditNoteDocumentReference SelfBilledInvoiceDocumentReference ShipmentDocumentReference StatementDocumentReference SupportingDocumentReference TechnicalDocumentReference TemplateDocumentReference TenderDocumentReference TendererQualificationDocumentReference TransportExecutionPlanDocumentReference TransportExecutionPlanRequestDocumentReference TransportProgressStatusRequestDocumentReference TransportServiceDescriptionDocumentReference TransportServiceDescriptionRequestDocumentReference TransportationStatusRequestDocumentReference WorkOrderDocumentReference',
  FinancialAccount: 'FinancingFinancialAccount PayeeFinancialAccount PayerFinancialAccount',
  InvoiceLine: 'SubInvoiceLine',
  ItemIdentification:
    'AdditionalItemIdentification BuyersItemIdentification CatalogueItemIdentification ManufacturersItemIdentification SellersItemIdentification StandardItemIdentification',
  ItemProperty: 'AdditionalItemProperty KeywordItemProperty',
  Item: 'SupplyItem',
  Location:
    'ActivityFinalLocation ActivityOriginLocation AlternativeDeliveryLocation AtLocation DeliveryLocation DespatchLocation FirstArrivalPortLocation FreightChargeLocation FromLocation InventoryLocation LastExitPortLocation LoadingLocation LoadingPortLocation MeasurementFromLocation MeasurementToLocation NotificationLocation OccurenceLocation ParticipatingLocationsLocation PhysicalLocation PickupLocation RealizedLocation RegistryPortLocation RequestedStatusLocation StatusLocation StorageLocation SubsidiaryLocation ToLocation TransshipPortLocation UnloadingLocation UnloadingPortLocation',
  MonetaryTotal: 'AnticipatedMonetaryTotal LegalMonetaryTotal QuotedMonetaryTotal RequestedMonetaryTotal',
  Party:
    'AdditionalInformationParty AgentParty AppealInformationParty AppealReceiverParty BeneficiaryParty BillOfLadingHolderParty BillToParty CarrierParty ConsigneeParty ConsignorParty ContactParty ContractResponsibleParty CustomsAgentParty DeliveryParty DespatchParty DocumentProviderParty EvidenceIssuingParty ExporterParty FinalDeliveryParty FinancingParty FreightForwarderParty GuarantorParty HazardousItemNotificationParty HeadOfficeParty ImporterParty InformationContentProviderParty InsuranceParty InterestedParty InventoryReportingParty IssuerParty LoadingProofParty LogisticsOperatorParty ManufacturerParty MediationParty MortgageHolderParty NotaryParty NotifyParty OperatingParty OriginalDespatchParty OriginatorParty OwnerParty PayeeParty PayerParty PerformingCarrierParty PickupParty PreSelectedParty PreparationParty ProviderParty ReceiverParty RecipientParty ResponsibleTransportServiceProviderParty SenderParty SignatoryParty SourceIssuerParty SubcontractorParty SubscriberParty SubstituteCarrierParty TaxRepresentativeParty TenderEvaluationParty TenderRecipientParty TendererParty TerminalOperatorParty TransportAdvisorParty TransportServiceProviderParty TransportUserParty UtilityCustomerParty UtilitySupplierParty WarrantyParty WitnessParty',
  PaymentTerms:
    'BonusPaymentTerms CollectPaymentTerms CommissionPaymentTerms DisbursementPaymentTerms PenaltyPaymentTerms PrepaidPaymentTerms ServiceChargePaymentTerms',
  Period:
    'ActivityPeriod ApplicablePeriod ConstitutionPeriod ContractAcceptancePeriod ContractFormalizationPeriod DeliveryPeriod DocumentAvailabilityPeriod DurationPeriod EffectivePeriod EstimatedDeliveryPeriod EstimatedDespatchPeriod EstimatedDurationPeriod EstimatedTransitPeriod ExceptionObservationPeriod ForecastPeriod FrequencyPeriod InventoryPeriod InvitationSubmissionPeriod InvoicePeriod LineValidityPeriod MainPeriod NominationPeriod NotificationPeriod OptionValidityPeriod ParticipationRequestReceptionPeriod PaymentReversalPeriod PenaltyPeriod PlannedPeriod PresentationPeriod PromisedDeliveryPeriod ReminderPeriod RequestedDeliveryPeriod RequestedDespatchPeriod RequestedStatusPeriod RequestedValidityPeriod ServiceEndTimePeriod ServiceStartTimePeriod SettlementPeriod StatementPeriod StatusPeriod TenderSubmissionDeadlinePeriod TenderValidityPeriod TransitPeriod TransportServiceProviderResponseDeadlinePeriod TransportServiceProviderResponseRequiredPeriod TransportUserResponseRequiredPeriod UsabilityPeriod ValidityPeriod WarrantyValidityPeriod',
  Price: 'AlternativeConditionPrice TaxExclusivePrice TaxInclusivePrice',
  SupplierParty: 'AccountingSupplierParty DespatchSupplierParty SellerSupplierParty',
  TaxCategory: 'ApplicableTaxCategory ClassifiedTaxCategory',
  TaxTotal: 'WithholdingTaxTotal',
};

const toOrder = (sequence: string) => new Map(sequence.split(' ').map((q, i) => [q, i] as const));
const ROOT_ORDER = { Invoice: toOrder(ROOTS.Invoice), CreditNote: toOrder(ROOTS.CreditNote) };
const TYPE_ORDER = new Map(Object.entries(SEQUENCES).map(([type, sequence]) => [type, toOrder(sequence)] as const));
const TYPE_OF = new Map(
  Object.entries(ELEMENTS_OF_TYPE).flatMap(([type, names]) => names.split(' ').map((n) => [n, type] as const)),
);

/**
 * The position of each child the schema allows under el (qualified name → index in its sequence),
 * or undefined when el is not the document root or an aggregate this table knows.
 */
export function schemaChildOrder(el: XmlElement, isRoot: boolean): ReadonlyMap<string, number> | undefined {
  if (isRoot) {
    if (el.ns === NS.invoice && el.local === 'Invoice') return ROOT_ORDER.Invoice;
    if (el.ns === NS.creditNote && el.local === 'CreditNote') return ROOT_ORDER.CreditNote;
    return undefined;
  }
  return el.ns === NS.cac ? TYPE_ORDER.get(TYPE_OF.get(el.local) ?? el.local) : undefined;
}
