"""Files: a club's export, import and backup, CSV exports, the EMA workbook and the printed
cards."""
