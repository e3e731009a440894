pub mod dds_fixture;
