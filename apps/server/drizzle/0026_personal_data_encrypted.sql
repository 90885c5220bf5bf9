-- Recipients' personal data (152-FZ) is encrypted by the application (decision 064): the issue date becomes text so
-- that it can hold ciphertext like inn and the passport's series, number and authority. Rows written before this
-- migration are encrypted at the next start (encryptPlaintextPersonalData, run right after the migrations).
ALTER TABLE "recipients" ALTER COLUMN "idoc_date" SET DATA TYPE text USING "idoc_date"::text;
