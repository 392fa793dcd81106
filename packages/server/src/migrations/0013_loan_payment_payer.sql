-- Who paid a loan payment: the borrower or the party named for a REGULAR payment, the tenant's own party
-- (the LEGAL party with the tenant's registration number) for a DISCOUNT. Earlier payments name nobody.
alter table loan_payment add column payer_id uuid;
alter table loan_payment
  add constraint loan_payment_payer foreign key (tenant_id, payer_id) references party (tenant_id, id);
