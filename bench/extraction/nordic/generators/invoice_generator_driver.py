# Renders one invoice with PyPI InvoiceGenerator (BSD; ReportLab) for the Nordic evaluation set.
# Reads a JSON job on stdin (labels by the package's own English message ids, the parties, the
# items, the output path) and writes the PDF. Its labels go through the package's gettext hook,
# here given the Nordic words the TypeScript side took from Invoice Ninja's translations.
import datetime
import json
import sys
from decimal import Decimal

import InvoiceGenerator.pdf as pdf
from InvoiceGenerator.api import Client, Creator, Invoice, Item, Provider


def main() -> None:
    job = json.load(sys.stdin)
    labels = job["labels"]
    # The package translates with a module-level `_`; untranslated ids stay English, as gettext does.
    pdf._ = lambda message: labels.get(message, message)

    def party(cls, p):
        return cls(
            summary=p["name"],
            address=p["street"],
            zip_code=p["zip"],
            city=p["city"],
            country=p["country"],
            vat_id=p["vat_id"],
            ir=p["ir"],
            bank_account=p.get("bank_account", ""),
        )

    invoice = Invoice(party(Client, job["client"]), party(Provider, job["provider"]), Creator(job["creator"]))
    invoice.title = job["title"]
    invoice.number = job["number"]
    invoice.variable_symbol = job["reference"]
    invoice.currency = job["currency"]
    invoice.currency_locale = job["currency_locale"]
    invoice.use_tax = True
    invoice.iban = job["iban"]
    invoice.swift = job["swift"]
    invoice.date = datetime.date.fromisoformat(job["date"])
    invoice.payback = datetime.date.fromisoformat(job["due"]) if job["due"] else None
    for it in job["items"]:
        invoice.add_item(Item(Decimal(it["count"]), Decimal(it["price"]), description=it["name"], tax=Decimal(it["tax"])))
    pdf.SimpleInvoice(invoice).gen(job["path"], generate_qr_code=False)


if __name__ == "__main__":
    main()
