-- An item's weight in kilograms per unit (issue 25 item 18): an order line takes it over, so the
-- order's weight is item weight × quantity. Null: not known (an item sold by kg, g or ton still
-- weighs by its unit).
alter table item add column weight numeric(20, 4);
alter table item add constraint item_weight_check check (weight >= 0);
